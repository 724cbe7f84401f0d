// The shared order screens (SPEC.md 2.9, 5) and the pieces the role remotes reuse.
export { OrdersPage } from './OrdersPage';
export { NewOrderPage } from './NewOrderPage';
export { OrderDetailPage } from './OrderDetailPage';
export { ProgressBar, type ProgressBarProps } from './components/ProgressBar';
export { OrderStatusBadge } from './components/OrderStatusBadge';
export { SCHEDULE_LABELS, ScheduleBadge, type ScheduleBadgeProps } from './components/ScheduleBadge';
export { iconOfStep, OrderIcon, type OrderIconName } from './components/OrderIcon';
export { TimelineEventList, type TimelineEventItem } from './components/TimelineEventList';
export { useOrderStatusActions, type OrderStatusActions, type StatusChangeTarget } from './hooks/useOrderStatusActions';
export {
  isClosedStatus,
  nextOrderStatus,
  ORDER_FILTER_STATUSES,
  ORDER_STATUS_PATH,
  orderStatusLabel,
  STATUSES_NEEDING_APPROVAL,
  VENDOR_ORDER_STATUSES,
} from './utils/orderStatus';
