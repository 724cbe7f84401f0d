import type { OrderStatus } from '../../../generated/operations';

/** The ordered production path (DECISIONS.md 3); Cancelled and Delayed are off it. */
export const ORDER_STATUS_PATH: readonly OrderStatus[] = [
  'Planning',
  'SourcingMaterials',
  'InProduction',
  'QualityCheck',
  'ApprovalNeeded',
  'Shipping',
  'Delivered',
  'Completed',
];

/** The statuses the orders-list filter offers (SPEC.md 2.9). */
export const ORDER_FILTER_STATUSES: readonly OrderStatus[] = [
  'Planning',
  'InProduction',
  'QualityCheck',
  'ApprovalNeeded',
  'Shipping',
  'Completed',
];

/** The statuses of the vendor's status dialog (SPEC.md 4). */
export const VENDOR_ORDER_STATUSES: readonly OrderStatus[] = [
  'Planning',
  'ApprovalNeeded',
  'InProduction',
  'Shipping',
  'Completed',
  'Cancelled',
  'Delayed',
];

/** A vendor's move to one of these waits for the buyer's approval (DECISIONS.md 3). */
export const STATUSES_NEEDING_APPROVAL: readonly OrderStatus[] = ['Shipping', 'Delivered', 'Completed'];

/** An API status ('ApprovalNeeded') as people read it ('Approval Needed'). */
export function orderStatusLabel(status: OrderStatus | string): string {
  return status.replace(/([a-z])([A-Z])/g, '$1 $2');
}

/**
 * The stage after the current one on the path, or null at the end or off the path. For a vendor
 * it is the next stage the vendor may set (SPEC.md 4's list; Approval Needed is skipped because
 * asking for Shipping already asks the buyer): Planning -> In Production -> Shipping -> Completed.
 */
export function nextOrderStatus(status: OrderStatus, forVendor = false): OrderStatus | null {
  const index = ORDER_STATUS_PATH.indexOf(status);
  if (index < 0) return null;
  const after = ORDER_STATUS_PATH.slice(index + 1);
  if (!forVendor) return after[0] ?? null;
  return after.find((next) => next !== 'ApprovalNeeded' && VENDOR_ORDER_STATUSES.includes(next)) ?? null;
}

/** Completed and Cancelled orders no longer change. */
export function isClosedStatus(status: OrderStatus): boolean {
  return status === 'Completed' || status === 'Cancelled';
}
