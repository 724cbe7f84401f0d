import { registerEnumType } from 'type-graphql';

export enum OrderStatus {
  Planning = 'Planning',
  SourcingMaterials = 'Sourcing Materials',
  InProduction = 'In Production',
  QualityCheck = 'Quality Check',
  ApprovalNeeded = 'Approval Needed',
  Shipping = 'Shipping',
  Delivered = 'Delivered',
  Completed = 'Completed',
  Cancelled = 'Cancelled',
  Delayed = 'Delayed',
}
registerEnumType(OrderStatus, { name: 'OrderStatus', description: 'Stored as the display text.' });

/** The ordered production path (DECISIONS.md 3); Cancelled and Delayed are off the path. */
export const STATUS_PATH: readonly OrderStatus[] = [
  OrderStatus.Planning,
  OrderStatus.SourcingMaterials,
  OrderStatus.InProduction,
  OrderStatus.QualityCheck,
  OrderStatus.ApprovalNeeded,
  OrderStatus.Shipping,
  OrderStatus.Delivered,
  OrderStatus.Completed,
];

/** A vendor's move to one of these waits for the buyer's approval. */
export const NEEDS_BUYER_APPROVAL: readonly OrderStatus[] = [
  OrderStatus.Shipping,
  OrderStatus.Delivered,
  OrderStatus.Completed,
];

export const CLOSED_STATUSES: readonly OrderStatus[] = [OrderStatus.Completed, OrderStatus.Cancelled];

const PROGRESS: Partial<Record<OrderStatus, number>> = {
  [OrderStatus.Completed]: 100,
  [OrderStatus.Shipping]: 90,
  [OrderStatus.QualityCheck]: 75,
  [OrderStatus.InProduction]: 50,
  [OrderStatus.ApprovalNeeded]: 60,
  [OrderStatus.Planning]: 15,
};

/** Progress by status (SPEC.md 4). */
export function progressOf(status: OrderStatus): number {
  return PROGRESS[status] ?? 30;
}

export function isOrderStatus(value: unknown): value is OrderStatus {
  return Object.values(OrderStatus).includes(value as OrderStatus);
}

/** The vendor's acknowledgement of an order (issue 9). */
export enum AckStatus {
  /** Placed: waits for the vendor to accept it or propose changes. */
  Pending = 'Pending',
  /** The vendor proposed another due date or quantity: waits for the buyer. */
  Proposed = 'Proposed',
  Accepted = 'Accepted',
}
registerEnumType(AckStatus, { name: 'AckStatus', description: "The vendor's acknowledgement of the order." });
