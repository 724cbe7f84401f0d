import { useApolloClient, useMutation } from '@apollo/client/react';
import { refusalText, type ShownServerFailure, useToast } from 'mfe-shared';
import { OrdersApproveOrderDocument, OrdersRejectOrderDocument, OrdersUpdateOrderStatusDocument } from 'mfe-shared/operations';
import { serverFailure } from '../utils/errors';
import type { OrderActionItem } from '../utils/orderActions';
import { orderStatusLabel } from '../utils/orderStatus';

/** What a status change needs to know about the order. */
export type StatusChangeTarget = { id: number; version: number };

export type OrderStatusActions = {
  /**
   * Takes one of the order's status actions (its availableActions), with notes or the reason;
   * `showOnFields` puts a refusal's coded field errors under a form's fields (showServerErrors).
   */
  perform(
    order: StatusChangeTarget,
    action: OrderActionItem,
    notes?: string,
    showOnFields?: (error: unknown) => ShownServerFailure,
  ): Promise<boolean>;
  pending: boolean;
};

/**
 * Every order status change of the portal in one place: runs the action the server offered,
 * sends the order's version, shows the spec's toasts (SPEC.md 4) and, when the order changed
 * meanwhile (409), reloads what is on screen so the user sees the fresh state. Answers whether it
 * succeeded.
 */
export function useOrderStatusActions(): OrderStatusActions {
  const client = useApolloClient();
  const { toast } = useToast();
  const [update, updateState] = useMutation(OrdersUpdateOrderStatusDocument);
  const [approveOrder, approveState] = useMutation(OrdersApproveOrderDocument);
  const [rejectOrder, rejectState] = useMutation(OrdersRejectOrderDocument);

  function reportFailure(error: unknown, showOnFields?: (error: unknown) => ShownServerFailure) {
    const failure = showOnFields?.(error) ?? { ...serverFailure(error), shownOnFields: false };
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
    toast({
      title: 'Failed to update status',
      description: refusalText(failure, 'There was an error updating the order status'),
      variant: 'destructive',
    });
  }

  async function run(order: StatusChangeTarget, action: OrderActionItem, notes?: string) {
    const variables = { id: String(order.id), version: order.version };
    const options = { refetchQueries: 'active' as const };
    const target = orderStatusLabel(action.targetStatus ?? '');
    if (action.kind === 'Approve') {
      await approveOrder({ variables, ...options });
      toast({ title: 'Status Approved', description: `Order status changed to ${target}` });
    } else if (action.kind === 'Reject') {
      await rejectOrder({ variables, ...options });
      toast({ title: 'Status Change Rejected', description: 'The requested status change was rejected' });
    } else {
      await update({ variables: { ...variables, status: action.targetStatus!, notes: notes?.trim() || null }, ...options });
      if (action.goesToApproval)
        toast({ title: 'Approval Requested', description: `Status change to ${target} requires buyer approval` });
      else toast({ title: 'Status Updated', description: `Order status changed to ${target}` });
    }
  }

  async function perform(
    order: StatusChangeTarget,
    action: OrderActionItem,
    notes?: string,
    showOnFields?: (error: unknown) => ShownServerFailure,
  ) {
    try {
      await run(order, action, notes);
      return true;
    } catch (error) {
      reportFailure(error, showOnFields);
      return false;
    }
  }

  return { perform, pending: updateState.loading || approveState.loading || rejectState.loading };
}
