// The public face of orders: other modules import only what is exported here.
export { Order } from './order.entity';
export { TimelineEvent, TimelineEventStatus } from './timeline-event.entity';
export { AckStatus, CLOSED_STATUSES, OrderStatus, STATUS_PATH } from './order-status';
export { findVisibleOrder, inspectedProductsSql, orderChangedEvent, orderScopeSql, otherParties } from './order.access';
export { CreateOrderInput } from './order.inputs';
export { orderRow } from './order.shape';
export { applyStatusChange, checkDueDate, checkNewOrder, withOrderCodeRetry, writeOrder } from './order.service';
export { logTimelineEvent } from './timeline.service';
export { checkOrderAction, decideOrderAction, type FactsCtx, OrderActionKind, type OrderFacts, orderFacts } from './order.actions';
export type { NewOrderPlan, OrderGate, OrderPlanner, OrderPorts } from './order.ports';
export { OrderCodes } from './order-code';
export { ScheduleHealth } from './schedule-health';
export { ORDER_COLUMNS, ORDERS, type OrderFieldsRow, type OrderRow, readOrder, readOrders } from './order.read';
export { OrderResolver } from './order.resolver';
export { ORDER, orderRoutes, rows } from './order.routes';
export {
  checkBreakdown,
  MAX_ORDER_QUANTITY,
  SizeBreakdown,
  SizeBreakdownInput,
} from './size-breakdown';
