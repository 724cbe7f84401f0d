import {
  Entity,
  Enum,
  Index,
  ManyToOne,
  OptionalProps,
  PrimaryKey,
  Property,
  Unique,
} from '@mikro-orm/core';
import { Field, Float, Int, ObjectType, registerEnumType } from 'type-graphql';
import { Attachment } from '../files/attachment.entity';
import { Order } from '../orders/order.entity';
import { PomUnit, Specification } from '../specifications/specification.entity';
import { User } from '../users/user.entity';
import { InspectionLevel } from './aql';

export enum InspectionKind {
  /** During production. */
  Inline = 'Inline',
  /** Pre-shipment, typically once at least 80% is packed. */
  Final = 'Final',
}
registerEnumType(InspectionKind, { name: 'InspectionKind' });

/** Whose inspector does it: the vendor's QC or the buyer. */
export enum InspectorSide {
  Vendor = 'Vendor',
  Buyer = 'Buyer',
}
registerEnumType(InspectorSide, { name: 'InspectorSide' });

export enum InspectionStatus {
  /** Defects are being recorded. */
  InProgress = 'InProgress',
  Passed = 'Passed',
  Failed = 'Failed',
  /** A final inspection the buyer went without, with a reason. */
  Waived = 'Waived',
}
registerEnumType(InspectionStatus, { name: 'InspectionStatus' });

export enum DefectClass {
  Critical = 'Critical',
  Major = 'Major',
  Minor = 'Minor',
}
registerEnumType(DefectClass, { name: 'DefectClass' });

export const DEFECT_CLASSES: readonly DefectClass[] = [DefectClass.Critical, DefectClass.Major, DefectClass.Minor];

/**
 * One inspection of an order (an attempt: a re-inspection is a new one that points to the failed
 * one). The sampling plan and the result are computed by the server from the lot size, level and
 * AQLs and the defects recorded.
 */
@ObjectType({ description: 'A quality inspection of an order (AQL sampling): its plan, defects and result.' })
@Entity({ tableName: 'order_inspections' })
@Index({ properties: ['order', 'kind'] })
export class Inspection {
  [OptionalProps]?:
    | 'status'
    | 'note'
    | 'createdAt'
    | 'completedAt'
    | 'completedBy'
    | 'reinspectionOf'
    | 'waiverReason';

  @Field(() => Int)
  @PrimaryKey({ type: 'integer' })
  id!: number;

  @ManyToOne(() => Order, { deleteRule: 'cascade' })
  order!: Order;

  @Field(() => InspectionKind)
  @Enum({ items: () => InspectionKind, type: 'text' })
  kind!: InspectionKind;

  @Field(() => InspectorSide, { description: "The vendor's QC or the buyer's inspector." })
  @Enum({ items: () => InspectorSide, type: 'text' })
  inspectorSide!: InspectorSide;

  @Field(() => Int, { description: '1 for the first inspection of its kind, 2 for the re-inspection, ...' })
  @Property({ type: 'integer' })
  attempt!: number;

  /** The failed inspection this one re-inspects. */
  @ManyToOne(() => Inspection, { nullable: true, deleteRule: 'set null' })
  reinspectionOf?: Inspection | null;

  @Field(() => InspectionStatus)
  @Enum({ items: () => InspectionStatus, type: 'text' })
  status: InspectionStatus = InspectionStatus.InProgress;

  @Field(() => Int, { description: 'Units in the lot inspected (the order quantity unless told).' })
  @Property({ type: 'integer' })
  lotSize!: number;

  @Field(() => InspectionLevel)
  @Enum({ items: () => InspectionLevel, type: 'text' })
  level!: InspectionLevel;

  @Field(() => Float, { description: 'AQL of critical defects (0: none accepted).' })
  @Property({ type: 'double' })
  aqlCritical!: number;

  @Field(() => Float)
  @Property({ type: 'double' })
  aqlMajor!: number;

  @Field(() => Float)
  @Property({ type: 'double' })
  aqlMinor!: number;

  @Field(() => String, { nullable: true })
  @Property({ type: 'text', nullable: true })
  note?: string | null;

  @Field(() => String, { nullable: true, description: "The buyer's reason for going without a final inspection." })
  @Property({ type: 'text', nullable: true })
  waiverReason?: string | null;

  @Field(() => User, { description: 'Who started it (or waived it).' })
  @ManyToOne(() => User)
  createdBy!: User;

  @Field()
  @Property({ type: 'datetime', defaultRaw: 'now()' })
  createdAt: Date = new Date();

  @Field(() => Date, { nullable: true })
  @Property({ type: 'datetime', nullable: true })
  completedAt?: Date | null;

  @Field(() => User, { nullable: true })
  @ManyToOne(() => User, { nullable: true })
  completedBy?: User | null;
}

/** Defects of one class and type found in an inspection's sample. */
@ObjectType({ description: 'Defects found: class, type and how many, with photos.' })
@Entity({ tableName: 'inspection_defects' })
export class InspectionDefect {
  [OptionalProps]?: 'note' | 'createdAt';

  @Field(() => Int)
  @PrimaryKey({ type: 'integer' })
  id!: number;

  @ManyToOne(() => Inspection, { deleteRule: 'cascade', index: true })
  inspection!: Inspection;

  @Field(() => DefectClass)
  @Enum({ items: () => DefectClass, type: 'text' })
  defectClass!: DefectClass;

  @Field({ description: "From the product category's list, e.g. Broken stitch." })
  @Property({ type: 'text' })
  defectType!: string;

  @Field(() => Int)
  @Property({ type: 'integer' })
  quantity!: number;

  @Field(() => String, { nullable: true })
  @Property({ type: 'text', nullable: true })
  note?: string | null;

  @Field(() => User)
  @ManyToOne(() => User)
  recordedBy!: User;

  @Field()
  @Property({ type: 'datetime', defaultRaw: 'now()' })
  createdAt: Date = new Date();
}

export enum CorrectiveActionStatus {
  Open = 'Open',
  Done = 'Done',
}
registerEnumType(CorrectiveActionStatus, { name: 'CorrectiveActionStatus' });

/** What a failed inspection opens: the vendor finds the root cause and acts; then a re-inspection. */
@ObjectType({ description: 'The corrective action a failed inspection opens.' })
@Entity({ tableName: 'corrective_actions' })
export class CorrectiveAction {
  [OptionalProps]?: 'status' | 'rootCause' | 'action' | 'createdAt' | 'updatedAt' | 'doneAt' | 'doneBy';

  @Field(() => Int)
  @PrimaryKey({ type: 'integer' })
  id!: number;

  @Unique()
  @ManyToOne(() => Inspection, { deleteRule: 'cascade' })
  inspection!: Inspection;

  @Field(() => CorrectiveActionStatus)
  @Enum({ items: () => CorrectiveActionStatus, type: 'text' })
  status: CorrectiveActionStatus = CorrectiveActionStatus.Open;

  @Field(() => String, { nullable: true })
  @Property({ type: 'text', nullable: true })
  rootCause?: string | null;

  @Field(() => String, { nullable: true })
  @Property({ type: 'text', nullable: true })
  action?: string | null;

  @Field({ description: 'YYYY-MM-DD' })
  @Property({ type: 'date' })
  dueDate!: string;

  @Field(() => User, { description: 'Who carries it out (the order’s vendor).' })
  @ManyToOne(() => User)
  owner!: User;

  @Field()
  @Property({ type: 'datetime', defaultRaw: 'now()' })
  createdAt: Date = new Date();

  @Field()
  @Property({ type: 'datetime', defaultRaw: 'now()', onUpdate: () => new Date() })
  updatedAt: Date = new Date();

  @Field(() => Date, { nullable: true })
  @Property({ type: 'datetime', nullable: true })
  doneAt?: Date | null;

  @Field(() => User, { nullable: true })
  @ManyToOne(() => User, { nullable: true })
  doneBy?: User | null;
}

/** A buyer's quality defaults for new inspections of its orders. */
@ObjectType({ description: "A buyer's AQL defaults: level and AQL per defect class." })
@Entity({ tableName: 'quality_settings' })
export class QualitySettings {
  @PrimaryKey({ type: 'integer' })
  id!: number;

  @Unique()
  @ManyToOne(() => User, { deleteRule: 'cascade' })
  buyer!: User;

  @Field(() => InspectionLevel)
  @Enum({ items: () => InspectionLevel, type: 'text' })
  level!: InspectionLevel;

  @Field(() => Float)
  @Property({ type: 'double' })
  aqlCritical!: number;

  @Field(() => Float)
  @Property({ type: 'double' })
  aqlMajor!: number;

  @Field(() => Float)
  @Property({ type: 'double' })
  aqlMinor!: number;
}

/** One measured sample piece: its size and class, against a specification version. */
@ObjectType({ description: 'A sample piece measured against the points of measure of the specification.' })
@Entity({ tableName: 'inspection_pieces' })
@Unique({ properties: ['inspection', 'pieceNumber'] })
export class InspectionPiece {
  [OptionalProps]?: 'createdAt' | 'defectClass' | 'specification';

  @Field(() => Int)
  @PrimaryKey({ type: 'integer' })
  id!: number;

  @ManyToOne(() => Inspection, { deleteRule: 'cascade' })
  inspection!: Inspection;

  @Field(() => Int, { description: '1 for the first piece measured, 2 for the next, ...' })
  @Property({ type: 'integer' })
  pieceNumber!: number;

  @Field()
  @Property({ type: 'text' })
  size!: string;

  @Field(() => DefectClass, { description: 'The class the piece counts in when a value is out of tolerance.' })
  @Enum({ items: () => DefectClass, type: 'text' })
  defectClass: DefectClass = DefectClass.Major;

  /** The specification measured against (null once deleted). */
  @ManyToOne(() => Specification, { nullable: true, deleteRule: 'set null' })
  specification?: Specification | null;

  @Field(() => Int, { description: 'Its version when the piece was measured.' })
  @Property({ type: 'integer' })
  specificationVersion!: number;

  /** The values, with each point of measure as measured (code, target of the size, tolerances). */
  @Property({ type: 'json' })
  values!: PieceValue[];

  @ManyToOne(() => User)
  recordedBy!: User;

  @Field()
  @Property({ type: 'datetime', defaultRaw: 'now()' })
  createdAt: Date = new Date();
}

/** A value as stored with its point of measure. */
export type PieceValue = {
  code: string;
  description: string;
  unit: PomUnit;
  target: number;
  toleranceMinus: number;
  tolerancePlus: number;
  value: number;
};

/** What a buyer without settings gets: level II, critical 0, major 2.5, minor 4.0. */
export const DEFAULT_QUALITY = { level: InspectionLevel.II, aqlCritical: 0, aqlMajor: 2.5, aqlMinor: 4 } as const;

// A photo of defects found in a quality inspection (not among the order's documents): its column
// on the attachment, declared here (files imports no owner).
declare module '../files/attachment.entity' {
  interface Attachment {
    inspectionDefect?: InspectionDefect | null;
  }
}
ManyToOne(() => InspectionDefect, { nullable: true, deleteRule: 'cascade', index: true })(Attachment.prototype, 'inspectionDefect');

/**
 * A user of the buyer's company whom the order's buyer invited to inspect the order: it sees the
 * order and starts and records inspections on the buyer's side (nothing else of the order).
 */
@ObjectType({ description: "A colleague of the order's buyer invited to inspect the order." })
@Entity({ tableName: 'order_inspectors' })
@Unique({ properties: ['order', 'user'] })
export class OrderInspector {
  [OptionalProps]?: 'createdAt';

  @PrimaryKey({ type: 'integer' })
  id!: number;

  @ManyToOne(() => Order, { deleteRule: 'cascade' })
  order!: Order;

  @Field(() => User, { description: 'The invited inspector.' })
  @ManyToOne(() => User, { deleteRule: 'cascade', index: true })
  user!: User;

  @Field(() => User, { description: 'The buyer who invited them.' })
  @ManyToOne(() => User)
  invitedBy!: User;

  @Field({ description: 'When they were invited.' })
  @Property({ type: 'datetime', defaultRaw: 'now()' })
  createdAt: Date = new Date();
}
