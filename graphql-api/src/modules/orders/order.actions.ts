import type { EntityManager } from '@mikro-orm/postgresql';
import { Field, ObjectType, registerEnumType } from 'type-graphql';
import type { Actor } from '../../common/context';
import { AppError, badInput, conflict, forbidden } from '../../common/errors';
import type { Ctx } from '../../common/context';
import { Role, type User } from '../users';
import type { OrderGate } from './order.ports';
import type { OrderRow } from './order.read';
import {
  AckStatus,
  CLOSED_STATUSES,
  NEEDS_BUYER_APPROVAL,
  OrderStatus,
  STATUS_PATH,
} from './order-status';

/**
 * What a user may do to an order (DECISIONS.md 3, "Vendor stages", "Approvals", "Ordering
 * policy"). One function, `decideOrderAction`, both lists the actions a user sees
 * (`availableActions`) and is what every write on an order enforces, so the two cannot disagree.
 */
export enum OrderActionKind {
  /** Move the order to a status now (a vendor's production stages; an admin's any status). */
  SetStatus = 'SetStatus',
  /** The vendor asks for Shipping, Delivered or Completed (or the buyer's approval): Approval Needed. */
  RequestStatus = 'RequestStatus',
  /** Delayed, with a reason. */
  MarkDelayed = 'MarkDelayed',
  /** The vendor asks to cancel, with a reason: Approval Needed until the buyer answers. */
  RequestCancellation = 'RequestCancellation',
  /** The buyer approves the requested change. */
  Approve = 'Approve',
  /** The buyer rejects it: back to the status before. */
  Reject = 'Reject',
  /** The vendor accepts a new order as placed (when the order's policy asks for acceptance). */
  AcceptOrder = 'AcceptOrder',
  /** The vendor proposes another due date or quantities instead. */
  ProposeChange = 'ProposeChange',
  AcceptProposal = 'AcceptProposal',
  RejectProposal = 'RejectProposal',
  /** The buyer asks for a proto, fit, PP or TOP sample. */
  RequestSample = 'RequestSample',
  /** The vendor submits a sample (one asked for, or one nobody asked for). */
  SubmitSample = 'SubmitSample',
  /** The buyer goes without a PP sample, with a reason (when the order's policy asks for one). */
  WaivePpSample = 'WaivePpSample',
}
registerEnumType(OrderActionKind, {
  name: 'OrderActionKind',
  description: 'What an action on an order does.',
});

@ObjectType({
  description:
    'Something the signed-in user may do to an order now, computed by the server from the rules it enforces.',
})
export class OrderAction {
  @Field(() => OrderActionKind)
  kind!: OrderActionKind;

  @Field(() => OrderStatus, {
    nullable: true,
    description: 'The status chosen or asked for (SetStatus, RequestStatus, MarkDelayed, answers).',
  })
  targetStatus!: OrderStatus | null;

  @Field(() => OrderStatus, {
    nullable: true,
    description: 'The status the order has right after the action (Approval Needed for a request).',
  })
  resultStatus!: OrderStatus | null;

  @Field({ description: 'What a button or menu item reads, e.g. "Move to Quality Check".' })
  label!: string;

  @Field({ description: 'The action needs a reason (Delayed, a cancellation request).' })
  needsReason!: boolean;

  @Field({ description: "The change waits for the buyer's approval." })
  goesToApproval!: boolean;

  @Field({ description: 'The suggested next step (the next stage along the path, or an answer).' })
  primary!: boolean;

  @Field(() => String, {
    nullable: true,
    description: 'Set when a gate of the order stops the action for now: the reason the server gives.',
  })
  disabledReason!: string | null;
}

/**
 * What the server knows about an order beyond its row: its gates (order.ports.ts), each with how
 * it was cleared ('Approved', 'Waived', 'Passed') or null, and why a step past it is refused.
 */
export type OrderFacts = { ppSample: GateFact; finalInspection: GateFact };
export type GateFact = { clearance: string | null; refusal: string };

/** The context the facts are read in: the request's gates, on this EntityManager. */
export type FactsCtx = Pick<Ctx, 'em' | 'orderPorts'>;

/** A gate's facts of several orders: one query, only for those whose policy has the gate. */
async function gateFacts(em: EntityManager, gate: OrderGate, orders: readonly OrderRow[], on: (order: OrderRow) => boolean) {
  const cleared = await gate.clearances(em, orders.filter(on).map((order) => order.id));
  return (order: OrderRow): GateFact => ({ clearance: cleared.get(order.id) ?? null, refusal: gate.refusal });
}

/**
 * The facts of several orders (one query per gate, only for orders whose policy has it); those
 * in `known` (read earlier in the request, e.g. by the write that answers) are not read again.
 */
export async function orderFacts(
  { em, orderPorts }: FactsCtx,
  all: readonly OrderRow[],
  known?: ReadonlyMap<number, OrderFacts>,
): Promise<Map<number, OrderFacts>> {
  const orders = known ? all.filter((order) => !known.has(order.id)) : all;
  const ppSample = await gateFacts(em, orderPorts.ppSample, orders, (order) => order.policy.requirePpSample);
  const finalInspection = await gateFacts(em, orderPorts.finalInspection, orders, (order) => order.policy.requireFinalInspection);
  return new Map(
    all.map((order) => [order.id, known?.get(order.id) ?? { ppSample: ppSample(order), finalInspection: finalInspection(order) }]),
  );
}

/** A new order's facts: it has no samples and no inspections yet (known without a read). */
export function newOrderFacts({ orderPorts }: Pick<Ctx, 'orderPorts'>): OrderFacts {
  return {
    ppSample: { clearance: null, refusal: orderPorts.ppSample.refusal },
    finalInspection: { clearance: null, refusal: orderPorts.finalInspection.refusal },
  };
}

/** The status change an allowed action makes. */
export type StatusEffect = {
  status: OrderStatus;
  requestedStatus: OrderStatus | null;
  previousStatus: OrderStatus | null;
};

/** An allowed action: what it is, and the status change it makes (none for the other kinds). */
export type Allowed = { action: OrderAction; effect: StatusEffect | null };

type Side = 'admin' | 'buyer' | 'vendor';

const sideOf = (actor: Actor, order: OrderRow): Side | null =>
  actor.role === Role.admin
    ? 'admin'
    : actor.id === order.buyer.id
      ? 'buyer'
      : actor.id === order.vendor.id
        ? 'vendor'
        : null;

/** The stages a vendor sets itself, in path order (DECISIONS.md 3, "Vendor stages"). */
const PRODUCTION_STAGES: readonly OrderStatus[] = [
  OrderStatus.Planning,
  OrderStatus.SourcingMaterials,
  OrderStatus.InProduction,
  OrderStatus.QualityCheck,
];

/** What a vendor asks the buyer for: a later stage, or approval on samples or documents. */
const REQUESTABLE: readonly OrderStatus[] = [OrderStatus.ApprovalNeeded, ...NEEDS_BUYER_APPROVAL];

const position = (status: OrderStatus) => STATUS_PATH.indexOf(status);
const isClosed = (order: OrderRow) => CLOSED_STATUSES.includes(order.status);
const PRODUCTION_STARTS = position(OrderStatus.InProduction);
/** In Production and every later stage of the path; Planning, Sourcing Materials and Delayed are before. */
const inProduction = (status: OrderStatus) => position(status) >= PRODUCTION_STARTS;

function stepAlong(status: OrderStatus, by: number): OrderStatus {
  const index = position(status);
  return STATUS_PATH[Math.min(Math.max(index + by, 0), STATUS_PATH.length - 1)];
}

/** Approve: the requested status, or one step along the path; reject: back, never below Planning. */
export function answerTarget(order: OrderRow, approve: boolean): OrderStatus {
  if (approve) return order.requestedStatus ?? stepAlong(OrderStatus.ApprovalNeeded, 1);
  return order.previousStatus ?? stepAlong(OrderStatus.ApprovalNeeded, -1);
}

const statusName = (status: OrderStatus) => status as string;

function label(kind: OrderActionKind, order: OrderRow, target: OrderStatus | null): string {
  switch (kind) {
    case OrderActionKind.SetStatus:
      return target === OrderStatus.Cancelled ? 'Cancel order' : `Move to ${statusName(target!)}`;
    case OrderActionKind.RequestStatus:
      return target === OrderStatus.ApprovalNeeded
        ? "Ask for the buyer's approval"
        : `Request ${statusName(target!)}`;
    case OrderActionKind.MarkDelayed:
      return 'Mark Delayed';
    case OrderActionKind.RequestCancellation:
      return 'Request cancellation';
    case OrderActionKind.Approve:
      return order.requestedStatus === OrderStatus.Cancelled
        ? 'Approve cancellation'
        : order.requestedStatus
          ? `Approve ${statusName(order.requestedStatus)}`
          : 'Approve';
    case OrderActionKind.Reject:
      return order.requestedStatus === OrderStatus.Cancelled ? 'Keep the order' : 'Reject';
    case OrderActionKind.AcceptOrder:
      return 'Accept order';
    case OrderActionKind.ProposeChange:
      return 'Propose changes';
    case OrderActionKind.AcceptProposal:
      return 'Accept proposal';
    case OrderActionKind.RejectProposal:
      return 'Reject proposal';
    case OrderActionKind.RequestSample:
      return 'Request sample';
    case OrderActionKind.SubmitSample:
      return 'Submit sample';
    case OrderActionKind.WaivePpSample:
      return 'Waive PP sample';
  }
}

const direct = (order: OrderRow, status: OrderStatus): StatusEffect =>
  status === OrderStatus.ApprovalNeeded
    ? { status, requestedStatus: null, previousStatus: order.status }
    : { status, requestedStatus: null, previousStatus: null };

const request = (order: OrderRow, requested: OrderStatus | null): StatusEffect => ({
  status: OrderStatus.ApprovalNeeded,
  requestedStatus: requested,
  previousStatus: order.status,
});

/**
 * A refusal, made into its error only when it is thrown: `availableActions` rules out about thirty
 * actions per order, and building an Error for each cost 8% of the orders list's server CPU.
 */
export type Refusal = () => AppError;

/** The refusals every status change of a vendor shares: closed, waiting, not accepted yet. */
function vendorMayChange(order: OrderRow, needsAcceptance: boolean): Refusal | null {
  if (isClosed(order)) return () => conflict(`This order is ${order.status} and can no longer change`);
  if (order.status === OrderStatus.ApprovalNeeded) return () => conflict("Waiting for the buyer's approval");
  if (needsAcceptance && order.policy.requireAcknowledgement && order.ackStatus !== AckStatus.Accepted)
    return () =>
      conflict(
        order.ackStatus === AckStatus.Proposed
          ? 'Waiting for the buyer to answer your proposal'
          : 'Accept the order before changing its status',
      );
  return null;
}

/** The pre-production gate (when the order's policy has it): entering production needs the PP sample. */
function ppGate(order: OrderRow, facts: OrderFacts, from: OrderStatus, to: OrderStatus): string | null {
  if (!order.policy.requirePpSample || facts.ppSample.clearance) return null;
  return inProduction(to) && !inProduction(from) ? facts.ppSample.refusal : null;
}

const SHIPPING_STARTS = position(OrderStatus.Shipping);
/** Shipping and every later stage of the path. */
const shipping = (status: OrderStatus) => position(status) >= SHIPPING_STARTS;

/** The final-inspection gate (when the order's policy has it): Shipping needs a passed or waived one. */
function finalGate(order: OrderRow, facts: OrderFacts, from: OrderStatus, to: OrderStatus): string | null {
  if (!order.policy.requireFinalInspection || facts.finalInspection.clearance) return null;
  return shipping(to) && !shipping(from) ? facts.finalInspection.refusal : null;
}

/** A decision: allowed (with its effect), refused, or stopped by one of the order's gates for now. */
export type Decision =
  | { allowed: true; action: OrderAction; effect: StatusEffect | null }
  | { allowed: false; refusal: Refusal; gated: false }
  /** A gate of the order's policy stops it until cleared: the action, with the reason. */
  | { allowed: false; refusal: Refusal; gated: true; action: OrderAction };

/** The stage a step forward reaches: the next one on the path (a request skips Approval Needed). */
function nextStage(status: OrderStatus): OrderStatus | null {
  const index = position(status);
  if (index < 0 || index === STATUS_PATH.length - 1) return null;
  const next = STATUS_PATH[index + 1];
  return next === OrderStatus.ApprovalNeeded ? STATUS_PATH[index + 2] : next;
}

/**
 * The one decision function: may `actor` take action `kind` (with `target` for status actions)
 * on `order`, and what does it do? A refusal carries the error the server answers with.
 */
export function decideOrderAction(
  actor: Actor,
  order: OrderRow,
  facts: OrderFacts,
  kind: OrderActionKind,
  target: OrderStatus | null = null,
): Decision {
  const side = sideOf(actor, order);
  const refuse = (refusal: Refusal): Decision => ({ allowed: false, refusal, gated: false });
  const build = (effect: StatusEffect | null, extra: Partial<OrderAction>): OrderAction => ({
    kind,
    targetStatus: target,
    resultStatus: effect?.status ?? null,
    label: label(kind, order, target),
    needsReason: false,
    goesToApproval: effect?.status === OrderStatus.ApprovalNeeded,
    primary: false,
    disabledReason: null,
    ...extra,
  });
  const allow = (effect: StatusEffect | null, extra: Partial<OrderAction> = {}): Decision => ({
    allowed: true,
    effect,
    action: build(effect, extra),
  });
  /** A status change, unless the PP gate stops it (entering production from `from`). */
  const gated = (effect: StatusEffect, from: OrderStatus, to: OrderStatus, extra: Partial<OrderAction> = {}): Decision => {
    const gate = ppGate(order, facts, from, to) ?? finalGate(order, facts, from, to);
    if (!gate) return allow(effect, extra);
    return { allowed: false, refusal: () => conflict(gate), gated: true, action: build(effect, { ...extra, disabledReason: gate }) };
  };
  if (!side) return refuse(() => forbidden());

  switch (kind) {
    case OrderActionKind.SetStatus: {
      if (!target) return refuse(() => badInput('Please select a valid status', 'status'));
      if (side === 'buyer')
        return refuse(() => forbidden('Buyers can only approve or reject a requested status change'));
      if (target === OrderStatus.Delayed) return refuse(() => badInput('Mark the order Delayed with a reason', 'status'));
      if (side === 'vendor') {
        if (!PRODUCTION_STAGES.includes(target))
          return refuse(() => forbidden(`Vendors cannot set the status ${target}`));
        const refused = vendorMayChange(order, true);
        if (refused) return refuse(refused);
        if (target === order.status) return refuse(() => badInput(`The order is already ${target}`, 'status'));
        if (order.status !== OrderStatus.Delayed && !PRODUCTION_STAGES.includes(order.status))
          return refuse(() => conflict(`The order is ${order.status}: it can no longer go back to ${target}`));
      } else if (target === order.status) return refuse(() => badInput(`The order is already ${target}`, 'status'));
      return gated(direct(order, target), order.status, target, { primary: target === nextStage(order.status) });
    }

    case OrderActionKind.RequestStatus: {
      if (!target || !REQUESTABLE.includes(target))
        return refuse(() => badInput('Ask for Shipping, Delivered, Completed or approval', 'status'));
      if (side !== 'vendor') return refuse(() => forbidden("Only the order's vendor asks for the buyer's approval"));
      const refused = vendorMayChange(order, true);
      if (refused) return refuse(refused);
      const requested = target === OrderStatus.ApprovalNeeded ? null : target;
      if (requested && target === order.status) return refuse(() => badInput(`The order is already ${target}`, 'status'));
      if (requested && order.status !== OrderStatus.Delayed && position(target) < position(order.status))
        return refuse(() => conflict(`The order is already past ${target}`));
      // The gate looks at where approval leads: the stage asked for, or the one after Approval Needed.
      const leadsTo = requested ?? stepAlong(OrderStatus.ApprovalNeeded, 1);
      return gated(request(order, requested), order.status, leadsTo, {
        primary: requested !== null && requested === nextStage(order.status),
      });
    }

    case OrderActionKind.MarkDelayed: {
      if (side === 'buyer') return refuse(() => forbidden('Buyers can only approve or reject a requested status change'));
      if (side === 'vendor') {
        const refused = vendorMayChange(order, true);
        if (refused) return refuse(refused);
      }
      if (order.status === OrderStatus.Delayed) return refuse(() => badInput('The order is already Delayed', 'status'));
      return allow(direct(order, OrderStatus.Delayed), { targetStatus: OrderStatus.Delayed, needsReason: true });
    }

    case OrderActionKind.RequestCancellation: {
      if (side !== 'vendor') return refuse(() => forbidden("Only the order's vendor requests a cancellation"));
      // Also before acceptance: that is how a vendor declines an order it cannot make.
      const refused = vendorMayChange(order, false);
      if (refused) return refuse(refused);
      return allow(request(order, OrderStatus.Cancelled), {
        targetStatus: OrderStatus.Cancelled,
        needsReason: true,
      });
    }

    case OrderActionKind.Approve:
    case OrderActionKind.Reject: {
      if (side === 'vendor') return refuse(() => forbidden('Only the buyer can answer an approval request'));
      if (order.status !== OrderStatus.ApprovalNeeded) return refuse(() => conflict('This order is not waiting for approval'));
      const approve = kind === OrderActionKind.Approve;
      const to = answerTarget(order, approve);
      const effect = direct(order, to);
      const extra = { targetStatus: to, primary: approve };
      return approve ? gated(effect, order.previousStatus ?? order.status, to, extra) : allow(effect, extra);
    }

    case OrderActionKind.AcceptOrder:
    case OrderActionKind.ProposeChange: {
      if (side === 'buyer') return refuse(() => forbidden("Only the order's vendor can accept it or propose changes"));
      if (isClosed(order)) return refuse(() => conflict(`This order is ${order.status} and can no longer change`));
      if (order.ackStatus === AckStatus.Accepted) return refuse(() => conflict('This order is already accepted'));
      if (order.ackStatus === AckStatus.Proposed)
        return refuse(() => conflict('Waiting for the buyer to answer the proposal'));
      return allow(null, { primary: kind === OrderActionKind.AcceptOrder });
    }

    case OrderActionKind.AcceptProposal:
    case OrderActionKind.RejectProposal: {
      if (side === 'vendor') return refuse(() => forbidden("Only the order's buyer can answer a proposal"));
      if (isClosed(order)) return refuse(() => conflict(`This order is ${order.status} and can no longer change`));
      if (order.ackStatus !== AckStatus.Proposed) return refuse(() => conflict('There is no proposal to answer'));
      return allow(null);
    }

    case OrderActionKind.RequestSample:
    case OrderActionKind.WaivePpSample: {
      const what = kind === OrderActionKind.RequestSample ? 'request samples' : 'waive the pre-production sample';
      if (side !== 'buyer') return refuse(() => forbidden(`Only the order's buyer can ${what}`));
      if (isClosed(order)) return refuse(() => conflict(`This order is ${order.status} and can no longer change`));
      if (kind === OrderActionKind.WaivePpSample) {
        if (!order.policy.requirePpSample)
          return refuse(() => conflict('This order was placed without the PP sample gate: there is nothing to waive'));
        const cleared = facts.ppSample.clearance;
        if (cleared) return refuse(() => conflict(`The PP sample is already ${cleared.toLowerCase()}`));
      }
      return allow(null);
    }

    case OrderActionKind.SubmitSample: {
      if (side !== 'vendor') return refuse(() => forbidden("Only the order's vendor can submit samples"));
      if (isClosed(order)) return refuse(() => conflict(`This order is ${order.status} and can no longer change`));
      return allow(null);
    }
  }
}

/** Every action and target worth asking about, in the order the screens list them (made once). */
const CANDIDATES: readonly (readonly [OrderActionKind, OrderStatus | null])[] = [
  [OrderActionKind.AcceptOrder, null],
  [OrderActionKind.ProposeChange, null],
  [OrderActionKind.AcceptProposal, null],
  [OrderActionKind.RejectProposal, null],
  [OrderActionKind.Approve, null],
  [OrderActionKind.Reject, null],
  ...STATUS_PATH.flatMap((status): [OrderActionKind, OrderStatus][] => [
    [OrderActionKind.SetStatus, status],
    [OrderActionKind.RequestStatus, status],
  ]),
  [OrderActionKind.SetStatus, OrderStatus.Cancelled],
  [OrderActionKind.MarkDelayed, null],
  [OrderActionKind.RequestCancellation, null],
  [OrderActionKind.RequestSample, null],
  [OrderActionKind.SubmitSample, null],
  [OrderActionKind.WaivePpSample, null],
];

/**
 * What `actor` may do to `order` now: every allowed action, and the ones a gate of the order's
 * policy stops for now (with `disabledReason`, the message the server would answer).
 */
export function availableActions(actor: Actor, order: OrderRow, facts: OrderFacts): OrderAction[] {
  const actions: OrderAction[] = [];
  for (const [kind, target] of CANDIDATES) {
    const decision = decideOrderAction(actor, order, facts, kind, target);
    if (decision.allowed || decision.gated) actions.push(decision.action);
  }
  return actions;
}

/**
 * The action a status request means (REST PUT /api/orders/{id}/status, updateOrderStatus): for a
 * buyer at Approval Needed the answer whose result is `target`; for a vendor Delayed, a
 * cancellation request or an approval request where the path says so; otherwise SetStatus.
 */
export function actionForStatus(actor: User, order: OrderRow, target: OrderStatus): OrderActionKind {
  const side = sideOf(actor, order);
  if (target === OrderStatus.Delayed) return OrderActionKind.MarkDelayed;
  if (side === 'buyer' && order.status === OrderStatus.ApprovalNeeded) {
    if (target === answerTarget(order, true)) return OrderActionKind.Approve;
    if (target === answerTarget(order, false)) return OrderActionKind.Reject;
  }
  if (side === 'vendor') {
    if (target === OrderStatus.Cancelled) return OrderActionKind.RequestCancellation;
    if (REQUESTABLE.includes(target)) return OrderActionKind.RequestStatus;
  }
  return OrderActionKind.SetStatus;
}

/**
 * What every write on an order runs first (inside its transaction): the facts read, then the
 * decision, or its error thrown.
 */
export async function checkOrderAction(
  ctx: FactsCtx,
  actor: User,
  order: OrderRow,
  kind: OrderActionKind,
  target: OrderStatus | null = null,
): Promise<Allowed> {
  const facts = (await orderFacts(ctx, [order])).get(order.id)!;
  return assertOrderAction(actor, order, facts, kind, target);
}

/** The decision, or its error thrown.*/
export function assertOrderAction(
  actor: User,
  order: OrderRow,
  facts: OrderFacts,
  kind: OrderActionKind,
  target: OrderStatus | null = null,
): Allowed {
  const decision = decideOrderAction(actor, order, facts, kind, target);
  if (!decision.allowed) throw decision.refusal();
  return { action: decision.action, effect: decision.effect };
}
