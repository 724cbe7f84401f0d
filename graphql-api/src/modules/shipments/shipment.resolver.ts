import { Reference } from '@mikro-orm/core';
import type { EntityManager } from '@mikro-orm/postgresql';
import DataLoader from 'dataloader';
import { Arg, Ctx, Field, FieldResolver, Float, ID, Int, Mutation, ObjectType, Query, Resolver, Root } from 'type-graphql';
import { requireUser } from '../../common/context';
import type { GqlContext } from '../../graphql/context';
import { Order, type OrderRow } from '../orders';
import { User } from '../users';
import { ShipmentAction, shipmentActions } from './shipment.actions';
import { Shipment, ShipmentCarton, ShipmentCartonItem, ShipmentLine } from './shipment.entity';
import {
  CartonRowFields,
  CloseShortInput,
  PackingListCsvInput,
  ShipmentInput,
  ShipmentReceiptInput,
  ShippingSettingsInput,
} from './shipment.inputs';
import {
  cartonItemsOf,
  cartonsOf,
  cellSummary,
  closeShort,
  createShipment,
  getShipment,
  importPackingList,
  linesOf,
  myShippingSettings,
  receiveShipment,
  type ShippingView,
  shippingViewsOf,
  updateShippingSettings,
} from './shipment.service';

@ObjectType({ description: 'One colour × size cell of an order: ordered, the tolerance’s bounds, shipped and received so far.' })
export class ShippingCell {
  @Field({ description: '"" when the order has no grid.' })
  colour!: string;

  @Field({ description: '"" when the order has no grid.' })
  size!: string;

  @Field(() => Int)
  ordered!: number;

  @Field(() => Int, { description: 'The most that may ship (the over tolerance).' })
  most!: number;

  @Field(() => Int, { description: 'The least that counts as fully shipped (the under tolerance).' })
  least!: number;

  @Field(() => Int)
  shipped!: number;

  @Field(() => Int)
  received!: number;
}

@ObjectType({ description: "An order's shipping: the buyer's tolerance, the cells, the shipments and what the user may do." })
export class OrderShipping {
  @Field(() => Float, { description: "The buyer's over/under tolerance per cell, percent." })
  tolerancePercent!: number;

  @Field(() => String, { nullable: true, description: "The buyer's reason, when the order was closed short." })
  closedShortReason!: string | null;

  @Field(() => [ShippingCell])
  cells!: ShippingCell[];

  @Field(() => [ShipmentAction], { description: 'Create a shipment (the first requests Shipping), close short.' })
  availableActions!: ShipmentAction[];

  @Field(() => [Shipment], { description: 'Oldest first.' })
  shipments!: Shipment[];
}

@ObjectType({ description: 'A packing-list row read from CSV: identical cartons and what each holds.' })
export class PackingListRow extends CartonRowFields {
  @Field(() => [ShipmentCartonItem])
  items!: ShipmentCartonItem[];
}

@ObjectType({ description: "A buyer's over/under tolerance on shipped quantities." })
export class ShippingSettingsView {
  @Field(() => Float)
  tolerancePercent!: number;
}

/** The request's loader of one kind (common/loaders): a list never queries per row. */
function loader<K, T>(ctx: GqlContext, kind: string, load: (em: EntityManager, keys: readonly K[]) => Promise<T[]>): DataLoader<K, T> {
  return ctx.loaders.of(`shipments.${kind}`, (keys: readonly K[]) => load(ctx.em, keys));
}

const viewOf = (order: OrderRow, ctx: GqlContext) =>
  loader<OrderRow, ShippingView>(ctx, 'shippingViews', (em, orders) => shippingViewsOf({ em, orderPorts: ctx.orderPorts }, orders)).load(order);
const orderOf = (shipment: Shipment) => Reference.create(shipment.order).loadOrFail({ dataloader: true });

/** Shipments on orders: thin, every rule is in the service. */
@Resolver(() => Order)
export class OrderShipmentsResolver {
  @FieldResolver(() => OrderShipping, { description: 'Shipments and packing lists of the order.' })
  async shipping(@Root() order: OrderRow, @Ctx() ctx: GqlContext): Promise<OrderShipping> {
    const view = await viewOf(order, ctx);
    return {
      tolerancePercent: view.tolerancePercent,
      closedShortReason: view.closure?.reason ?? null,
      cells: cellSummary(view),
      availableActions: shipmentActions(requireUser(ctx), view),
      shipments: [...view.shipments],
    };
  }

  @Query(() => Shipment, { description: 'One shipment (for its carton labels).' })
  async shipment(@Arg('id', () => Int) id: number, @Ctx() ctx: GqlContext): Promise<Shipment> {
    return (await getShipment(ctx, id)).shipment;
  }

  @Mutation(() => Shipment, { description: "The order's vendor ships: the ASN and packing list; the first shipment requests Shipping." })
  createShipment(@Arg('orderId', () => ID) orderId: string, @Arg('input') input: ShipmentInput, @Ctx() ctx: GqlContext): Promise<Shipment> {
    return createShipment(ctx, orderId, { ...input });
  }

  @Mutation(() => Shipment, { description: "The order's buyer receives a shipment, all of it or cell by cell." })
  receiveShipment(
    @Arg('shipmentId', () => Int) shipmentId: number,
    @Arg('input', () => ShipmentReceiptInput, { nullable: true }) input: ShipmentReceiptInput | null,
    @Ctx() ctx: GqlContext,
  ): Promise<Shipment> {
    return receiveShipment(ctx, shipmentId, { ...input });
  }

  @Mutation(() => Order, { description: "The order's buyer takes what was received as the delivery: Delivered short." })
  closeOrderShort(@Arg('orderId', () => ID) orderId: string, @Arg('input') input: CloseShortInput, @Ctx() ctx: GqlContext): Promise<Order> {
    return closeShort(ctx, orderId, { ...input });
  }

  @Mutation(() => [PackingListRow], { description: 'The vendor reads a packing list from CSV (checked; nothing is saved).' })
  importPackingList(@Arg('orderId', () => ID) orderId: string, @Arg('input') input: PackingListCsvInput, @Ctx() ctx: GqlContext) {
    return importPackingList(ctx, orderId, { ...input });
  }

  @Query(() => ShippingSettingsView, { description: 'Buyers: their over/under tolerance on shipped quantities.' })
  myShippingSettings(@Ctx() ctx: GqlContext) {
    return myShippingSettings(ctx);
  }

  @Mutation(() => ShippingSettingsView, { description: 'Buyers: change their over/under tolerance.' })
  updateShippingSettings(@Arg('input') input: ShippingSettingsInput, @Ctx() ctx: GqlContext) {
    return updateShippingSettings(ctx, { ...input });
  }
}

@Resolver(() => Shipment)
export class ShipmentResolver {
  @FieldResolver(() => Order)
  order(@Root() shipment: Shipment): Promise<Order> {
    return orderOf(shipment);
  }

  @FieldResolver(() => [ShipmentCarton], { description: 'The packing list: rows of identical cartons.' })
  async cartons(@Root() shipment: Shipment, @Ctx() ctx: GqlContext): Promise<ShipmentCarton[]> {
    const rows = await loader(ctx, 'cartons', cartonsOf).load(shipment.id);
    return rows.map((row) => row.carton);
  }

  @FieldResolver(() => Int, { description: 'Cartons in the shipment.' })
  async cartonTotal(@Root() shipment: Shipment, @Ctx() ctx: GqlContext): Promise<number> {
    const rows = await loader(ctx, 'cartons', cartonsOf).load(shipment.id);
    return rows.reduce((sum, row) => sum + row.carton.cartonCount, 0);
  }

  @FieldResolver(() => [ShipmentLine], { description: 'Shipped and received units per colour × size cell.' })
  lines(@Root() shipment: Shipment, @Ctx() ctx: GqlContext): Promise<ShipmentLine[]> {
    return loader(ctx, 'lines', linesOf).load(shipment.id);
  }

  @FieldResolver(() => [ShipmentAction], { description: 'What the signed-in user may do to this shipment now.' })
  async availableActions(@Root() shipment: Shipment, @Ctx() ctx: GqlContext): Promise<ShipmentAction[]> {
    const view = await viewOf(await orderOf(shipment), ctx);
    return shipmentActions(requireUser(ctx), view, view.shipments.find((s) => s.id === shipment.id) ?? shipment);
  }

  @FieldResolver(() => User)
  createdBy(@Root() shipment: Shipment): Promise<User> {
    return Reference.create(shipment.createdBy).loadOrFail({ dataloader: true });
  }

  @FieldResolver(() => User, { nullable: true })
  receivedBy(@Root() shipment: Shipment): Promise<User> | null {
    return shipment.receivedBy ? Reference.create(shipment.receivedBy).loadOrFail({ dataloader: true }) : null;
  }
}

@Resolver(() => ShipmentCarton)
export class ShipmentCartonResolver {
  @FieldResolver(() => [ShipmentCartonItem], { description: 'What each carton of the row holds.' })
  items(@Root() carton: ShipmentCarton, @Ctx() ctx: GqlContext): Promise<ShipmentCartonItem[]> {
    return loader(ctx, 'cartonItems', cartonItemsOf).load(carton.id);
  }
}
