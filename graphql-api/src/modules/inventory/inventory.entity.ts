import { Entity, Index, ManyToOne, PrimaryKey, Property, Unique, OptionalProps } from '@mikro-orm/core';
import { Field, Int, ObjectType } from 'type-graphql';
import { Order } from '../orders/order.entity';
import { Product } from '../products/product.entity';
import { User } from '../users/user.entity';

/** A product a buyer keeps in stock (DECISIONS.md 1). */
@ObjectType()
@Entity({ tableName: 'inventory_items' })
@Unique({ properties: ['buyer', 'product'] })
export class InventoryItem {
  [OptionalProps]?: 'onHand' | 'reorderPoint' | 'createdAt' | 'updatedAt';

  @Field(() => Int)
  @PrimaryKey({ type: 'integer' })
  id!: number;

  @ManyToOne(() => User)
  buyer!: User;

  @Field(() => Product)
  @ManyToOne(() => Product)
  product!: Product;

  @Field(() => Int)
  @Property({ type: 'integer', default: 0 })
  onHand: number = 0;

  @Field(() => Int)
  @Property({ type: 'integer', default: 100 })
  reorderPoint: number = 100;

  @Field()
  @Property({ type: 'datetime', defaultRaw: 'now()' })
  createdAt: Date = new Date();

  @Field()
  @Property({ type: 'datetime', defaultRaw: 'now()', onUpdate: () => new Date() })
  updatedAt: Date = new Date();
}

/** The quantity ledger: every change of onHand, with its reason. */
@ObjectType()
@Entity({ tableName: 'inventory_moves' })
@Index({ properties: ['item', 'createdAt'] })
export class InventoryMove {
  [OptionalProps]?: 'createdAt';

  @Field(() => Int)
  @PrimaryKey({ type: 'integer' })
  id!: number;

  @ManyToOne(() => InventoryItem, { deleteRule: 'cascade' })
  item!: InventoryItem;

  @Field(() => Int)
  @Property({ type: 'integer' })
  delta!: number;

  @Field()
  @Property({ type: 'text' })
  reason!: string;

  @ManyToOne(() => Order, { nullable: true, deleteRule: 'set null' })
  order?: Order | null;

  @ManyToOne(() => User, { nullable: true })
  createdBy?: User | null;

  @Field()
  @Property({ type: 'datetime', defaultRaw: 'now()' })
  createdAt: Date = new Date();
}
