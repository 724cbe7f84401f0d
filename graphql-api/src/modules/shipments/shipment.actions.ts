import { Field, ObjectType, registerEnumType } from 'type-graphql';
import { type AppError, conflict, forbidden } from '../../common/errors';
import { decideOrderAction, OrderActionKind, type OrderFacts, type OrderRow, OrderStatus } from '../orders';
import type { User } from '../users';
import { type Shipment, ShipmentStatus } from './shipment.entity';

/**
 * What a user may do about an order's shipments. `decideShipmentAction` both lists the actions the
 * screens show and is what every shipment write enforces, so they cannot disagree.
 */
export enum ShipmentActionKind {
  /** The vendor ships (a packing list and its advance shipping notice); the first one requests Shipping. */
  CreateShipment = 'CreateShipment',
  /** The buyer receives a shipment, all of it or cell by cell, noting discrepancies. */
  Receive = 'Receive',
  /** The buyer takes what was received as the delivery: the order is Delivered short, with a reason. */
  CloseShort = 'CloseShort',
}
registerEnumType(ShipmentActionKind, { name: 'ShipmentActionKind' });

@ObjectType({ description: 'Something the signed-in user may do about shipments now.' })
export class ShipmentAction {
  @Field(() => ShipmentActionKind)
  kind!: ShipmentActionKind;

  @Field({ description: 'What the button reads.' })
  label!: string;
}

/** What the rules look at: the order, its gates, its shipments and whether it was closed short. */
export type ShipmentState = {
  order: OrderRow;
  facts: OrderFacts;
  shipments: readonly Shipment[];
  closedShort: boolean;
};

/** Whether the order already carries a Shipping request or is Shipping (later shipments add to it). */
const shippingStarted = (order: OrderRow) =>
  order.status === OrderStatus.Shipping ||
  (order.status === OrderStatus.ApprovalNeeded && order.requestedStatus === OrderStatus.Shipping);

/**
 * The refusal of an order-level action (`shipment` null) or of an action on one shipment, or null
 * when `actor` may take it. A first shipment is the vendor's Shipping request, so the order's own
 * rules (its gates: the final inspection) decide it.
 */
export function decideShipmentAction(
  actor: User,
  state: ShipmentState,
  kind: ShipmentActionKind,
  shipment: Shipment | null = null,
): AppError | null {
  const { order } = state;
  switch (kind) {
    case ShipmentActionKind.CreateShipment: {
      if (actor.id !== order.vendor.id) return forbidden("Only the order's vendor ships it");
      if (state.closedShort) return conflict('This order was closed short: no more shipments');
      if (shippingStarted(order)) return null;
      const decision = decideOrderAction(actor, order, state.facts, OrderActionKind.RequestStatus, OrderStatus.Shipping);
      return decision.allowed ? null : decision.refusal();
    }
    case ShipmentActionKind.Receive: {
      if (!shipment) return conflict('No shipment');
      if (actor.id !== order.buyer.id) return forbidden("Only the order's buyer receives its shipments");
      if (shipment.status === ShipmentStatus.Received) return conflict('This shipment is received');
      if (order.status === OrderStatus.ApprovalNeeded && order.requestedStatus === OrderStatus.Shipping)
        return conflict('Approve Shipping before receiving');
      if (order.status !== OrderStatus.Shipping) return conflict(`The order is ${order.status}: nothing to receive`);
      return null;
    }
    case ShipmentActionKind.CloseShort: {
      if (actor.id !== order.buyer.id) return forbidden("Only the order's buyer can close it short");
      if (order.status !== OrderStatus.Shipping) return conflict(`The order is ${order.status}, not Shipping`);
      if (!state.shipments.some((s) => s.status !== ShipmentStatus.InTransit)) return conflict('Nothing is received yet');
      if (state.shipments.some((s) => s.status !== ShipmentStatus.Received))
        return conflict('Receive every shipment before closing the order short');
      return null;
    }
  }
}

const ORDER_LEVEL = [ShipmentActionKind.CreateShipment, ShipmentActionKind.CloseShort];

/** The actions `actor` may take now: on the order's shipments (no shipment) or on one shipment. */
export function shipmentActions(actor: User, state: ShipmentState, shipment: Shipment | null = null): ShipmentAction[] {
  const kinds = shipment ? [ShipmentActionKind.Receive] : ORDER_LEVEL;
  return kinds
    .filter((kind) => decideShipmentAction(actor, state, kind, shipment) === null)
    .map((kind) => ({
      kind,
      label:
        kind === ShipmentActionKind.CreateShipment
          ? shippingStarted(state.order)
            ? 'Create shipment'
            : 'Create shipment and request Shipping'
          : kind === ShipmentActionKind.Receive
            ? 'Receive shipment'
            : 'Close short',
    }));
}

/** Throws the refusal, if any. */
export function assertShipmentAction(actor: User, state: ShipmentState, kind: ShipmentActionKind, shipment: Shipment | null = null) {
  const refusal = decideShipmentAction(actor, state, kind, shipment);
  if (refusal) throw refusal;
}
