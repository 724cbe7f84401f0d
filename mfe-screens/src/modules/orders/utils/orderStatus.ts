import type { OrderStatus } from 'mfe-shared';

/** The statuses the orders-list filter offers (SPEC.md 2.9). */
export const ORDER_FILTER_STATUSES: readonly OrderStatus[] = [
  'Planning',
  'InProduction',
  'QualityCheck',
  'ApprovalNeeded',
  'Shipping',
  'Completed',
];

/** An API status ('ApprovalNeeded') as people read it ('Approval Needed'). */
export function orderStatusLabel(status: OrderStatus | string): string {
  return status.replace(/([a-z])([A-Z])/g, '$1 $2');
}
