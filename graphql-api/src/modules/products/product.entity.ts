import { DecimalType, Entity, Index, ManyToOne, PrimaryKey, Property, Unique, OptionalProps } from '@mikro-orm/core';
import { Field, Float, Int, ObjectType } from 'type-graphql';
import { User } from '../users/user.entity';

export const PRODUCT_CATEGORIES = ['t-shirts', 'jeans', 'hoodies', 'polos'] as const;

@ObjectType({ description: 'A product of a vendor\'s catalog.' })
@Entity({ tableName: 'products' })
@Unique({
  name: 'products_vendor_sku_ci_unique',
  expression:
    'create unique index "products_vendor_sku_ci_unique" on "products" ("vendor_id", lower("sku")) where "archived_at" is null',
})
@Index({ properties: ['vendor', 'createdAt'] })
export class Product {
  [OptionalProps]?: 'inStock' | 'stockQuantity' | 'createdAt' | 'updatedAt';

  @Field(() => Int, { description: 'Database id.' })
  @PrimaryKey({ type: 'integer' })
  id!: number;

  @Field(() => User, { description: 'The vendor who makes it.' })
  @ManyToOne(() => User)
  vendor!: User;

  @Field({ description: 'Product name.' })
  @Property({ type: 'text' })
  name!: string;

  @Field({ description: 'Stock keeping unit, unique per vendor (case-insensitively).' })
  @Property({ type: 'text' })
  sku!: string;

  @Field(() => String, { nullable: true, description: 'Free text.' })
  @Property({ type: 'text', nullable: true })
  description?: string | null;

  @Field(() => String, { nullable: true, description: 't-shirts, jeans, hoodies or polos.' })
  @Index()
  @Property({ type: 'text', nullable: true })
  category?: string | null;

  @Field(() => Float, { nullable: true, description: 'Unit price, 2 decimals.' })
  @Property({ type: new DecimalType('number'), precision: 12, scale: 2, nullable: true })
  price?: number | null;

  @Field({ description: 'False marks the product out of stock whatever the quantity.' })
  @Property({ type: 'boolean', default: true })
  inStock: boolean = true;

  @Field(() => Int, { description: 'Units in the vendor\'s stock (0 or more).' })
  @Property({ type: 'integer', default: 0 })
  stockQuantity: number = 0;

  @Field(() => String, { nullable: true, description: 'A picture of the product.' })
  @Property({ type: 'text', nullable: true })
  imageUrl?: string | null;

  /** Set instead of deleting when orders still reference the product. */
  @Field(() => Date, { nullable: true, description: 'Set when a product referenced by orders was deleted; archived products are hidden.' })
  @Property({ type: 'datetime', nullable: true })
  archivedAt?: Date | null;

  @Field({ description: 'When the product was added.' })
  @Property({ type: 'datetime', defaultRaw: 'now()' })
  createdAt: Date = new Date();

  @Field({ description: 'When the product last changed.' })
  @Property({ type: 'datetime', defaultRaw: 'now()', onUpdate: () => new Date() })
  updatedAt: Date = new Date();
}
