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
import { Order } from '../orders/order.entity';
import { User } from '../users/user.entity';

export enum ShipmentMode {
  Sea = 'Sea',
  Air = 'Air',
  Road = 'Road',
  Courier = 'Courier',
}
registerEnumType(ShipmentMode, { name: 'ShipmentMode' });

export enum ShipmentStatus {
  /** Shipped: the advance shipping notice is out, nothing received yet. */
  InTransit = 'InTransit',
  /** The buyer received some cells; others are still to count. */
  PartlyReceived = 'PartlyReceived',
  /** Every cell received (with or without discrepancies). */
  Received = 'Received',
}
registerEnumType(ShipmentStatus, { name: 'ShipmentStatus' });

/**
 * One shipment of an order (split deliveries: several per order), with its advance shipping notice.
 * Its packing list is its cartons; what was shipped and received per cell is in its lines.
 */
@ObjectType({ description: 'A shipment of an order: its advance shipping notice, packing list and receipt.' })
@Entity({ tableName: 'shipments' })
@Unique({ properties: ['order', 'number'] })
export class Shipment {
  [OptionalProps]?: 'status' | 'note' | 'createdAt' | 'receivedAt' | 'receivedBy';

  @Field(() => Int)
  @PrimaryKey({ type: 'integer' })
  id!: number;

  @ManyToOne(() => Order, { deleteRule: 'cascade' })
  order!: Order;

  @Field(() => Int, { description: '1 for the order’s first shipment, 2 for the next, ...' })
  @Property({ type: 'integer' })
  number!: number;

  @Field(() => ShipmentStatus)
  @Enum({ items: () => ShipmentStatus, type: 'text' })
  status: ShipmentStatus = ShipmentStatus.InTransit;

  @Field(() => ShipmentMode)
  @Enum({ items: () => ShipmentMode, type: 'text' })
  mode!: ShipmentMode;

  @Field()
  @Property({ type: 'text' })
  carrier!: string;

  @Field({ description: 'Tracking number, or the bill of lading (sea) or air waybill number.' })
  @Property({ type: 'text' })
  trackingNumber!: string;

  @Field({ description: 'Estimated time of departure, YYYY-MM-DD.' })
  @Property({ type: 'date' })
  etd!: string;

  @Field({ description: 'Estimated time of arrival, YYYY-MM-DD.' })
  @Property({ type: 'date' })
  eta!: string;

  @Field(() => String, { nullable: true })
  @Property({ type: 'text', nullable: true })
  note?: string | null;

  @Field(() => User)
  @ManyToOne(() => User)
  createdBy!: User;

  @Field()
  @Property({ type: 'datetime', defaultRaw: 'now()' })
  createdAt: Date = new Date();

  @Field(() => Date, { nullable: true, description: 'When the last cell was received.' })
  @Property({ type: 'datetime', nullable: true })
  receivedAt?: Date | null;

  @Field(() => User, { nullable: true })
  @ManyToOne(() => User, { nullable: true })
  receivedBy?: User | null;
}

/** A row of a packing list: `cartonCount` identical cartons, each with the same contents, weights and size. */
@ObjectType({ description: 'A packing-list row: identical cartons, their contents, weights and dimensions.' })
@Entity({ tableName: 'shipment_cartons' })
export class ShipmentCarton {
  @Field(() => Int)
  @PrimaryKey({ type: 'integer' })
  id!: number;

  @ManyToOne(() => Shipment, { deleteRule: 'cascade', index: true })
  shipment!: Shipment;

  @Field(() => Int, { description: 'The row’s place in the packing list (1, 2, ...).' })
  @Property({ type: 'integer' })
  position!: number;

  @Field(() => Int, { description: 'The number of the row’s first carton in the shipment.' })
  @Property({ type: 'integer' })
  firstCarton!: number;

  @Field(() => Int)
  @Property({ type: 'integer' })
  cartonCount!: number;

  @Field(() => Float, { description: 'Gross weight of one carton, kg.' })
  @Property({ type: 'double' })
  grossWeightKg!: number;

  @Field(() => Float, { description: 'Net weight of one carton, kg.' })
  @Property({ type: 'double' })
  netWeightKg!: number;

  @Field(() => Float)
  @Property({ type: 'double' })
  lengthCm!: number;

  @Field(() => Float)
  @Property({ type: 'double' })
  widthCm!: number;

  @Field(() => Float)
  @Property({ type: 'double' })
  heightCm!: number;
}

/** What one carton of a packing-list row holds of one colour × size cell. */
@ObjectType({ description: 'Units of one colour × size in each carton of a packing-list row.' })
@Entity({ tableName: 'shipment_carton_items' })
export class ShipmentCartonItem {
  @PrimaryKey({ type: 'integer' })
  id!: number;

  @ManyToOne(() => ShipmentCarton, { deleteRule: 'cascade', index: true })
  carton!: ShipmentCarton;

  @Field({ description: 'The colour of the order’s grid ("" when the order has no grid).' })
  @Property({ type: 'text' })
  colour!: string;

  @Field({ description: 'The size of the order’s grid ("" when the order has no grid).' })
  @Property({ type: 'text' })
  size!: string;

  @Field(() => Int, { description: 'Units per carton.' })
  @Property({ type: 'integer' })
  quantity!: number;
}

/**
 * What a shipment carries of one colour × size cell, and what the buyer received of it: one plain
 * row per shipment and cell (shipped-quantity accuracy and receipts are read from here).
 */
@ObjectType({ description: 'Shipped and received units of one colour × size cell in a shipment.' })
@Entity({ tableName: 'shipment_lines' })
@Unique({ properties: ['shipment', 'colour', 'size'] })
@Index({ properties: ['order'] })
export class ShipmentLine {
  [OptionalProps]?: 'received' | 'note' | 'receivedAt';

  @Field(() => Int)
  @PrimaryKey({ type: 'integer' })
  id!: number;

  @ManyToOne(() => Shipment, { deleteRule: 'cascade' })
  shipment!: Shipment;

  /** The shipment's order, kept on the line so per-order sums need no join. */
  @ManyToOne(() => Order, { deleteRule: 'cascade' })
  order!: Order;

  @Field()
  @Property({ type: 'text' })
  colour!: string;

  @Field()
  @Property({ type: 'text' })
  size!: string;

  @Field(() => Int)
  @Property({ type: 'integer' })
  shipped!: number;

  @Field(() => Int, { nullable: true, description: 'Null until the buyer has received this cell.' })
  @Property({ type: 'integer', nullable: true })
  received?: number | null;

  @Field(() => String, { nullable: true, description: 'The buyer’s note on a discrepancy.' })
  @Property({ type: 'text', nullable: true })
  note?: string | null;

  @Field(() => Date, { nullable: true })
  @Property({ type: 'datetime', nullable: true })
  receivedAt?: Date | null;
}

/** An order the buyer closed short: delivered with less than ordered, no more shipments expected. */
@Entity({ tableName: 'order_short_closures' })
export class ShortClosure {
  [OptionalProps]?: 'createdAt';

  @PrimaryKey({ type: 'integer' })
  id!: number;

  @Unique()
  @ManyToOne(() => Order, { deleteRule: 'cascade' })
  order!: Order;

  @Property({ type: 'text' })
  reason!: string;

  @ManyToOne(() => User)
  closedBy!: User;

  @Property({ type: 'datetime', defaultRaw: 'now()' })
  createdAt: Date = new Date();
}

/** A buyer's over/under tolerance on shipped quantities, per cell. */
@Entity({ tableName: 'shipping_settings' })
export class ShippingSettings {
  @PrimaryKey({ type: 'integer' })
  id!: number;

  @Unique()
  @ManyToOne(() => User, { deleteRule: 'cascade' })
  buyer!: User;

  @Property({ type: 'double' })
  tolerancePercent!: number;
}

/** What a buyer without settings gets: ±5%. */
export const DEFAULT_TOLERANCE_PERCENT = 5;
