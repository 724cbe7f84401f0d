import type { OrderStatus, VendorOrdersListQuery } from 'mfe-shared';

export type VendorOrder = VendorOrdersListQuery['orders']['nodes'][number];

export type VendorOrdersTab = 'all' | 'pending' | 'in-production' | 'shipping' | 'completed';

/** The Manage Orders tabs (SPEC.md 2.7); Pending is Planning or Approval Needed, never stored. */
export const VENDOR_ORDER_TABS: { value: VendorOrdersTab; label: string; statuses: OrderStatus[] }[] = [
  { value: 'all', label: 'All Orders', statuses: [] },
  { value: 'pending', label: 'Pending', statuses: ['Planning', 'ApprovalNeeded'] },
  { value: 'in-production', label: 'In Production', statuses: ['InProduction'] },
  { value: 'shipping', label: 'Shipping', statuses: ['Shipping'] },
  { value: 'completed', label: 'Completed', statuses: ['Completed'] },
];

/** The vendor order-detail progress steps (SPEC.md 4). */
export function progressSteps(status: OrderStatus): { label: string; done: boolean }[] {
  return [
    { label: 'Production Started', done: status !== 'Planning' },
    { label: 'Shipping', done: status === 'Shipping' || status === 'Completed' },
    { label: 'Delivered', done: status === 'Completed' },
  ];
}
