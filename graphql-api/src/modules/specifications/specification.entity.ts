import {
  OptionalProps,
  Cascade,
  Collection,
  Entity,
  Enum,
  Index,
  ManyToOne,
  OneToMany,
  PrimaryKey,
  Property,
} from '@mikro-orm/core';
import { Field, Int, ObjectType, registerEnumType } from 'type-graphql';
import { Attachment } from '../files/attachment.entity';
import { Product } from '../products/product.entity';
import { User } from '../users/user.entity';

@ObjectType({ description: 'A product specification (tech pack): title, details, sections and attachments, with a version history.' })
@Entity({ tableName: 'specifications' })
@Index({ properties: ['product', 'updatedAt'] })
export class Specification {
  [OptionalProps]?: 'createdAt' | 'updatedAt' | 'version' | 'sections' | 'measurementSizes' | 'pointsOfMeasure';

  @Field(() => Int, { description: 'Database id.' })
  @PrimaryKey({ type: 'integer' })
  id!: number;

  @Field(() => Product, { description: 'The product it specifies.' })
  @ManyToOne(() => Product)
  product!: Product;

  @Field({ description: 'Title.' })
  @Property({ type: 'text' })
  title!: string;

  /** specDetails of SPEC.md section 3. */
  @Field({ description: 'The specification text.' })
  @Property({ type: 'text' })
  details!: string;

  @Field(() => String, { nullable: true, description: 'A short summary.' })
  @Property({ type: 'text', nullable: true })
  description?: string | null;

  @Field(() => String, { nullable: true, description: 'What it covers (e.g. Fabric, Measurements).' })
  @Property({ type: 'text', nullable: true })
  category?: string | null;

  @Field(() => User, { description: 'Who wrote it.' })
  @ManyToOne(() => User)
  createdBy!: User;

  @Field({ description: 'When it was created.' })
  @Property({ type: 'datetime', defaultRaw: 'now()' })
  createdAt: Date = new Date();

  @Field({ description: 'When it last changed.' })
  @Property({ type: 'datetime', defaultRaw: 'now()' })
  updatedAt: Date = new Date();

  /** Increments on every edit; each edit stores the previous state in specification_versions. */
  @Field(() => Int, { description: 'Version number, raised by every edit.' })
  @Property({ type: 'integer', default: 1 })
  version: number = 1;

  @OneToMany(() => SpecSection, (s) => s.specification, { orderBy: { position: 'asc' }, cascade: [Cascade.ALL], orphanRemoval: true })
  sections = new Collection<SpecSection>(this);

  /** The measurement chart's sizes (its columns), in order; the points of measure are its rows. */
  @Property({ type: 'json', defaultRaw: `'[]'` })
  measurementSizes: string[] = [];

  @OneToMany(() => SpecPointOfMeasure, (p) => p.specification, { orderBy: { position: 'asc' }, cascade: [Cascade.ALL], orphanRemoval: true })
  pointsOfMeasure = new Collection<SpecPointOfMeasure>(this);
}

@ObjectType({ description: 'A titled section of a specification.' })
@Entity({ tableName: 'spec_sections' })
export class SpecSection {
  @Field(() => Int, { description: 'Database id.' })
  @PrimaryKey({ type: 'integer' })
  id!: number;

  @Index()
  @ManyToOne(() => Specification, { deleteRule: 'cascade' })
  specification!: Specification;

  @Field(() => Int, { description: 'Order of the section.' })
  @Property({ type: 'integer' })
  position!: number;

  @Field({ description: 'Title.' })
  @Property({ type: 'text' })
  title!: string;

  @Field({ description: 'Section text (markdown-like).' })
  @Property({ type: 'text' })
  content!: string;
}

export enum PomUnit {
  cm = 'cm',
  inch = 'inch',
}
registerEnumType(PomUnit, { name: 'PomUnit', description: 'The unit a point of measure is measured in.' });

/** A point of measure's target for one size. */
export type PomTargetValue = { size: string; value: number };

/** A row of a specification's measurement chart: where to measure, the tolerance and a target per size. */
@Entity({ tableName: 'spec_points_of_measure' })
export class SpecPointOfMeasure {
  @PrimaryKey({ type: 'integer' })
  id!: number;

  @Index()
  @ManyToOne(() => Specification, { deleteRule: 'cascade' })
  specification!: Specification;

  @Property({ type: 'integer' })
  position!: number;

  /** A short code, unique in the chart (A, B, HPS-1). */
  @Property({ type: 'text' })
  code!: string;

  /** Where and how to measure (Chest width 1 cm below armhole). */
  @Property({ type: 'text' })
  description!: string;

  @Enum({ items: () => PomUnit, type: 'text' })
  unit!: PomUnit;

  /** How far below the target a measurement may be (a positive number, in the unit). */
  @Property({ type: 'double' })
  toleranceMinus!: number;

  /** How far above the target a measurement may be (a positive number, in the unit). */
  @Property({ type: 'double' })
  tolerancePlus!: number;

  /** One target per size of the chart, in the chart's size order. */
  @Property({ type: 'json' })
  targets!: PomTargetValue[];
}

/** A measurement chart as kept in a version snapshot and answered by the API. */
export type MeasurementChartData = {
  sizes: string[];
  points: {
    code: string;
    description: string;
    unit: PomUnit;
    toleranceMinus: number;
    tolerancePlus: number;
    targets: PomTargetValue[];
  }[];
};

export type SpecSnapshot = {
  title: string;
  details: string;
  description: string | null;
  category: string | null;
  sections: { title: string; content: string }[];
  /** Absent in versions saved before measurement charts existed (an empty chart). */
  measurementChart?: MeasurementChartData;
};

@ObjectType({ description: 'A saved earlier state of a specification.' })
@Entity({ tableName: 'specification_versions' })
@Index({ properties: ['specification', 'version'] })
export class SpecificationVersion {
  [OptionalProps]?: 'createdAt';

  @Field(() => Int, { description: 'Database id.' })
  @PrimaryKey({ type: 'integer' })
  id!: number;

  @ManyToOne(() => Specification, { deleteRule: 'cascade' })
  specification!: Specification;

  @Field(() => Int, { description: 'Version number, raised by every edit.' })
  @Property({ type: 'integer' })
  version!: number;

  @Property({ type: 'json' })
  snapshot!: SpecSnapshot;

  @Field(() => User, { nullable: true, description: 'Who made this version.' })
  @ManyToOne(() => User, { nullable: true })
  editedBy?: User | null;

  @Field({ description: 'When it was created.' })
  @Property({ type: 'datetime', defaultRaw: 'now()' })
  createdAt: Date = new Date();
}

// A specification's files: its column on the attachment, declared here (files imports no owner).
declare module '../files/attachment.entity' {
  interface Attachment {
    specification?: Specification | null;
  }
}
ManyToOne(() => Specification, { nullable: true, deleteRule: 'cascade', index: true })(Attachment.prototype, 'specification');
