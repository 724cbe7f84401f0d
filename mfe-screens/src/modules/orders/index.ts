// The shared order screens (SPEC.md 2.9, 5) and the pieces the role remotes reuse. The screens load
// on demand (see lazyComponent).
import { lazyComponent } from 'mfe-shared';

export const OrdersPage = lazyComponent(() => import('./OrdersPage').then((m) => m.OrdersPage));
export const NewOrderPage = lazyComponent(() => import('./NewOrderPage').then((m) => m.NewOrderPage));
export const OrderDetailPage = lazyComponent(() => import('./OrderDetailPage').then((m) => m.OrderDetailPage));
export const InspectionReportPage = lazyComponent(() =>
  import('./inspections/InspectionReportPage').then((m) => m.InspectionReportPage),
);
export const ShipmentLabelsPage = lazyComponent(() =>
  import('./shipments/ShipmentLabelsPage').then((m) => m.ShipmentLabelsPage),
);
export { ProgressBar, type ProgressBarProps } from './components/ProgressBar';
export { OrderStatusBadge } from './components/OrderStatusBadge';
export { OrderFacts, type OrderFactsOrder, type OrderFactsProps } from './components/OrderFacts';
export { SCHEDULE_LABELS, ScheduleBadge, type ScheduleBadgeProps } from './components/ScheduleBadge';
export { iconOfStep, OrderIcon, type OrderIconName } from './components/OrderIcon';
export const TimelineEventList = lazyComponent(() => import('./components/TimelineEventList').then((m) => m.TimelineEventList));
export type { TimelineEventItem } from './components/TimelineEventList';
export { useOrderStatusActions, type OrderStatusActions, type StatusChangeTarget } from './hooks/useOrderStatusActions';
export { ChangeStatusDialog, type ChangeStatusDialogProps, type StatusDialogOrder } from './components/ChangeStatusDialog';
export { ORDER_FILTER_STATUSES, orderStatusLabel } from './utils/orderStatus';
export type { OrderActionItem } from './utils/orderActions';
