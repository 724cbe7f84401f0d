import { DecimalType, Entity, Index, ManyToOne, PrimaryKey, Property, Unique, OptionalProps } from '@mikro-orm/core';
import { Field, Float, Int, ObjectType } from 'type-graphql';
import { User } from '../users/user.entity';

export const PRODUCT_CATEGORIES = ['t-shirts', 'jeans', 'hoodies', 'polos'] as const;

@ObjectType()
@Entity({ tableName: 'products' })
@Unique({
  name: 'products_vendor_sku_ci_unique',
  expression:
    'create unique index "products_vendor_sku_ci_unique" on "products" ("vendor_id", lower("sku")) where "archived_at" is null',
})
@Index({ properties: ['vendor', 'createdAt'] })
export class Product {
  [OptionalProps]?: 'inStock' | 'stockQuantity' | 'createdAt' | 'updatedAt';

  @Field(() => Int)
  @PrimaryKey({ type: 'integer' })
  id!: number;

  @Field(() => User)
  @ManyToOne(() => User)
  vendor!: User;

  @Field()
  @Property({ type: 'text' })
  name!: string;

  @Field()
  @Property({ type: 'text' })
  sku!: string;

  @Field(() => String, { nullable: true })
  @Property({ type: 'text', nullable: true })
  description?: string | null;

  @Field(() => String, { nullable: true })
  @Index()
  @Property({ type: 'text', nullable: true })
  category?: string | null;

  @Field(() => Float, { nullable: true })
  @Property({ type: new DecimalType('number'), precision: 12, scale: 2, nullable: true })
  price?: number | null;

  @Field()
  @Property({ type: 'boolean', default: true })
  inStock: boolean = true;

  @Field(() => Int)
  @Property({ type: 'integer', default: 0 })
  stockQuantity: number = 0;

  @Field(() => String, { nullable: true })
  @Property({ type: 'text', nullable: true })
  imageUrl?: string | null;

  /** Set instead of deleting when orders still reference the product. */
  @Field(() => Date, { nullable: true })
  @Property({ type: 'datetime', nullable: true })
  archivedAt?: Date | null;

  @Field()
  @Property({ type: 'datetime', defaultRaw: 'now()' })
  createdAt: Date = new Date();

  @Field()
  @Property({ type: 'datetime', defaultRaw: 'now()', onUpdate: () => new Date() })
  updatedAt: Date = new Date();
}
