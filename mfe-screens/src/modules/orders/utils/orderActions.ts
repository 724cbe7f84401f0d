import type { OrderActionFieldsFragment, OrderActionKind } from 'mfe-shared';

/** An action the server computed for the signed-in user (Order.availableActions, OrderActionFields). */
export type OrderActionItem = OrderActionFieldsFragment;

/** The actions that change the order's status: the Change status dialog offers these. */
const STATUS_KINDS: readonly OrderActionKind[] = [
  'SetStatus',
  'RequestStatus',
  'MarkDelayed',
  'RequestCancellation',
  'Approve',
  'Reject',
];

export const isStatusAction = (action: OrderActionItem) => STATUS_KINDS.includes(action.kind);

/** The server's actions of a kind (none when the user may not take it). */
export const actionOf = (actions: readonly OrderActionItem[], kind: OrderActionKind) =>
  actions.find((action) => action.kind === kind) ?? null;

/** A stable key of an action (a kind may come with several target statuses). */
export const actionKey = (action: OrderActionItem) => `${action.kind}:${action.targetStatus ?? ''}`;
