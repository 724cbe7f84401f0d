import { formatDisplayDate } from '../../common/dates';
import type { OrderRow } from './order.read';
import type { TimelineEvent } from './timeline-event.entity';

/**
 * An order as the REST calls answer it (SPEC.md 3 and 7), with the names the lists show and the
 * ordering policy it was placed under (also the webhooks' order).
 */
export function orderRow(order: OrderRow) {
  return {
    id: order.id,
    orderId: order.orderCode,
    productId: order.product.id,
    vendorId: order.vendor.id,
    buyerId: order.buyer.id,
    quantity: order.quantity,
    sizeBreakdown: order.sizeBreakdown ?? null,
    status: order.status,
    ackStatus: order.ackStatus,
    dueDate: formatDisplayDate(order.dueDate),
    dueDateIso: order.dueDate,
    originalDueDate: formatDisplayDate(order.originalDueDate),
    originalDueDateIso: order.originalDueDate,
    acknowledgedAt: order.acknowledgedAt?.toISOString() ?? null,
    createdAt: order.createdAt.toISOString(),
    notes: order.notes ?? null,
    productName: order.product.name,
    sku: order.product.sku,
    buyerName: order.buyer.name,
    vendorName: order.vendor.name,
    buyerCompany: order.buyer.company ?? null,
    vendorCompany: order.vendor.company ?? null,
    progress: order.progress,
    version: order.version,
    requestedStatus: order.requestedStatus ?? null,
    previousStatus: order.previousStatus ?? null,
    completedAt: order.completedAt?.toISOString() ?? null,
    delayReason: order.delayReason ?? null,
    policy: order.policy,
    tightPlanDays: order.tightPlanDays ?? null,
  };
}

/** A timeline event as GET /api/timeline answers it (SPEC.md 3), plus the client's step fields. */
export function timelineRow(event: TimelineEvent, order: OrderRow = event.order) {
  return {
    id: event.id,
    orderId: order.orderCode,
    orderDbId: order.id,
    title: `${event.step} - ${order.product.name}`,
    step: event.step,
    status: event.status,
    date: event.createdAt.toISOString(),
    description: event.notes ?? '',
    createdBy: event.createdBy?.name ?? null,
    requiresAction: event.requiresAction,
    attachmentUrl: event.attachmentUrl ?? null,
    orderProductName: order.product.name,
  };
}
