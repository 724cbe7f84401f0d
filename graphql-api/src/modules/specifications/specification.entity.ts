import {
  OptionalProps,
  Cascade,
  Collection,
  Entity,
  Index,
  ManyToOne,
  OneToMany,
  PrimaryKey,
  Property,
} from '@mikro-orm/core';
import { Field, Int, ObjectType } from 'type-graphql';
import { Product } from '../products/product.entity';
import { User } from '../users/user.entity';

@ObjectType()
@Entity({ tableName: 'specifications' })
@Index({ properties: ['product', 'updatedAt'] })
export class Specification {
  [OptionalProps]?: 'createdAt' | 'updatedAt' | 'version' | 'sections';

  @Field(() => Int)
  @PrimaryKey({ type: 'integer' })
  id!: number;

  @Field(() => Product)
  @ManyToOne(() => Product)
  product!: Product;

  @Field()
  @Property({ type: 'text' })
  title!: string;

  /** specDetails of SPEC.md section 3. */
  @Field()
  @Property({ type: 'text' })
  details!: string;

  @Field(() => String, { nullable: true })
  @Property({ type: 'text', nullable: true })
  description?: string | null;

  @Field(() => String, { nullable: true })
  @Property({ type: 'text', nullable: true })
  category?: string | null;

  @Field(() => User)
  @ManyToOne(() => User)
  createdBy!: User;

  @Field()
  @Property({ type: 'datetime', defaultRaw: 'now()' })
  createdAt: Date = new Date();

  @Field()
  @Property({ type: 'datetime', defaultRaw: 'now()' })
  updatedAt: Date = new Date();

  /** Increments on every edit; each edit stores the previous state in specification_versions. */
  @Field(() => Int)
  @Property({ type: 'integer', default: 1 })
  version: number = 1;

  @OneToMany(() => SpecSection, (s) => s.specification, { orderBy: { position: 'asc' }, cascade: [Cascade.ALL], orphanRemoval: true })
  sections = new Collection<SpecSection>(this);
}

@ObjectType()
@Entity({ tableName: 'spec_sections' })
export class SpecSection {
  @Field(() => Int)
  @PrimaryKey({ type: 'integer' })
  id!: number;

  @Index()
  @ManyToOne(() => Specification, { deleteRule: 'cascade' })
  specification!: Specification;

  @Field(() => Int)
  @Property({ type: 'integer' })
  position!: number;

  @Field()
  @Property({ type: 'text' })
  title!: string;

  @Field()
  @Property({ type: 'text' })
  content!: string;
}

export type SpecSnapshot = {
  title: string;
  details: string;
  description: string | null;
  category: string | null;
  sections: { title: string; content: string }[];
};

@ObjectType()
@Entity({ tableName: 'specification_versions' })
@Index({ properties: ['specification', 'version'] })
export class SpecificationVersion {
  [OptionalProps]?: 'createdAt';

  @Field(() => Int)
  @PrimaryKey({ type: 'integer' })
  id!: number;

  @ManyToOne(() => Specification, { deleteRule: 'cascade' })
  specification!: Specification;

  @Field(() => Int)
  @Property({ type: 'integer' })
  version!: number;

  @Property({ type: 'json' })
  snapshot!: SpecSnapshot;

  @Field(() => User, { nullable: true })
  @ManyToOne(() => User, { nullable: true })
  editedBy?: User | null;

  @Field()
  @Property({ type: 'datetime', defaultRaw: 'now()' })
  createdAt: Date = new Date();
}
