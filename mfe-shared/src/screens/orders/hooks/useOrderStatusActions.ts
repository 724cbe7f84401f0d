import { useApolloClient, useMutation } from '@apollo/client/react';
import { useToast } from '../../../toast';
import {
  OrdersApproveOrderDocument,
  OrdersRejectOrderDocument,
  OrdersUpdateOrderStatusDocument,
  type OrderStatus,
} from '../../../generated/operations';
import { serverFailure } from '../utils/errors';
import { orderStatusLabel, STATUSES_NEEDING_APPROVAL } from '../utils/orderStatus';

/** What a status change needs to know about the order. */
export type StatusChangeTarget = { id: number; version: number };

export type OrderStatusActions = {
  /** Sets a status (a vendor's Shipping, Delivered or Completed becomes an approval request). */
  updateStatus(order: StatusChangeTarget, status: OrderStatus, notes?: string): Promise<boolean>;
  approve(order: StatusChangeTarget): Promise<boolean>;
  reject(order: StatusChangeTarget): Promise<boolean>;
  pending: boolean;
};

/**
 * Every order status change of the portal in one place (SPEC.md 4, DECISIONS.md 3): sends the
 * order's version, shows the spec's toasts and, when the order changed meanwhile (409), reloads
 * what is on screen so the user sees the fresh state. Each action answers whether it succeeded.
 */
export function useOrderStatusActions(): OrderStatusActions {
  const client = useApolloClient();
  const { toast } = useToast();
  const [update, updateState] = useMutation(OrdersUpdateOrderStatusDocument);
  const [approveOrder, approveState] = useMutation(OrdersApproveOrderDocument);
  const [rejectOrder, rejectState] = useMutation(OrdersRejectOrderDocument);

  function reportFailure(error: unknown) {
    const failure = serverFailure(error);
    if (failure.status === 409) {
      // Stale version or a state that moved on: show what the order is now.
      void client.refetchQueries({ include: 'active' });
      toast({
        title: 'Failed to update status',
        description: failure.message ?? 'This order was changed by someone else.',
        variant: 'destructive',
      });
      return;
    }
    const explained = failure.status === 400 || failure.status === 403 ? failure.message : null;
    toast({
      title: 'Failed to update status',
      description: explained ?? 'There was an error updating the order status',
      variant: 'destructive',
    });
  }

  async function updateStatus(order: StatusChangeTarget, status: OrderStatus, notes?: string) {
    try {
      const { data } = await update({
        variables: { id: String(order.id), status, version: order.version, notes: notes?.trim() || null },
        refetchQueries: 'active',
      });
      const result = data?.updateOrderStatus;
      const label = orderStatusLabel(status);
      if (result?.status === 'ApprovalNeeded' && STATUSES_NEEDING_APPROVAL.includes(status)) {
        toast({ title: 'Approval Requested', description: `Status change to ${label} requires buyer approval` });
      } else {
        toast({ title: 'Status Updated', description: `Order status changed to ${label}` });
      }
      return true;
    } catch (error) {
      reportFailure(error);
      return false;
    }
  }

  async function approve(order: StatusChangeTarget) {
    try {
      const { data } = await approveOrder({
        variables: { id: String(order.id), version: order.version },
        refetchQueries: 'active',
      });
      const status = data?.approveOrder.status;
      toast({
        title: 'Status Approved',
        description: status ? `Order status changed to ${orderStatusLabel(status)}` : undefined,
      });
      return true;
    } catch (error) {
      reportFailure(error);
      return false;
    }
  }

  async function reject(order: StatusChangeTarget) {
    try {
      await rejectOrder({ variables: { id: String(order.id), version: order.version }, refetchQueries: 'active' });
      toast({ title: 'Status Change Rejected', description: 'The requested status change was rejected' });
      return true;
    } catch (error) {
      reportFailure(error);
      return false;
    }
  }

  return {
    updateStatus,
    approve,
    reject,
    pending: updateState.loading || approveState.loading || rejectState.loading,
  };
}
