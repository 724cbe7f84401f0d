import { Field, ObjectType, registerEnumType } from 'type-graphql';
import { type AppError, conflict, forbidden } from '../../common/errors';
import { CLOSED_STATUSES, type OrderRow } from '../orders';
import { Role, type User } from '../users';
import {
  type CorrectiveAction,
  CorrectiveActionStatus,
  type Inspection,
  InspectionKind,
  InspectionStatus,
  InspectorSide,
} from './inspection.entity';

/**
 * What a user may do about an order's quality inspections. `decideInspectionAction` both lists the
 * actions the screens show and is what every inspection write enforces, so they cannot disagree.
 */
export enum InspectionActionKind {
  /** Start an inline inspection (or re-inspect a failed one once its corrective action is done). */
  StartInline = 'StartInline',
  /** Start the final inspection (or re-inspect a failed one once its corrective action is done). */
  StartFinal = 'StartFinal',
  /** The order's buyer invites a user of its own company to inspect the order (or withdraws it). */
  InviteInspector = 'InviteInspector',
  /** The buyer goes without a final inspection, with a reason (when the order's policy asks for one). */
  WaiveFinal = 'WaiveFinal',
  /** The inspector records defects (or removes one recorded by mistake). */
  RecordDefects = 'RecordDefects',
  /** The inspector finishes: the server computes the result. */
  Complete = 'Complete',
  /** The owner writes the root cause, the action and the due date. */
  UpdateCorrectiveAction = 'UpdateCorrectiveAction',
  /** The owner reports the corrective action done (a re-inspection may follow). */
  CompleteCorrectiveAction = 'CompleteCorrectiveAction',
}
registerEnumType(InspectionActionKind, { name: 'InspectionActionKind' });

@ObjectType({ description: 'Something the signed-in user may do about quality inspections now.' })
export class InspectionAction {
  @Field(() => InspectionActionKind)
  kind!: InspectionActionKind;

  @Field({ description: 'What the button reads.' })
  label!: string;
}

/** What the rules look at: the order's inspections of the kind in question, newest last. */
export type InspectionState = {
  order: OrderRow;
  /** The inspections of the order, oldest first. */
  inspections: readonly Inspection[];
  /** The corrective actions of the order's failed inspections, by inspection id. */
  correctiveActions: ReadonlyMap<number, CorrectiveAction>;
  /** The users the order's buyer invited to inspect the order. */
  inspectorIds: readonly number[];
};

/**
 * The side a user inspects for, or null (admins and others do not inspect): the order's vendor (its
 * QC), the order's buyer or a colleague the buyer invited.
 */
export function inspectorSideOf(actor: User, state: Pick<InspectionState, 'order' | 'inspectorIds'>): InspectorSide | null {
  const { order } = state;
  if (actor.id === order.vendor.id) return InspectorSide.Vendor;
  if (actor.id === order.buyer.id || state.inspectorIds.includes(actor.id)) return InspectorSide.Buyer;
  return null;
}

/** Whether `actor` is the inspector of `inspection`: whoever started it (the vendor, the buyer or its invited inspector). */
const isInspectorOf = (actor: User, inspection: Inspection, state: InspectionState) =>
  actor.id === inspection.createdBy.id && inspectorSideOf(actor, state) === inspection.inspectorSide;

const closed = (order: OrderRow): AppError | null =>
  CLOSED_STATUSES.includes(order.status) ? conflict(`This order is ${order.status} and can no longer change`) : null;

const latestOf = (state: InspectionState, kind: InspectionKind) =>
  [...state.inspections].reverse().find((inspection) => inspection.kind === kind) ?? null;

const KIND_NAME: Record<InspectionKind, string> = { Inline: 'inline inspection', Final: 'final inspection' };

/** May `actor` start an inspection of `kind` now (a first one, another inline one, or a re-inspection)? */
function mayStart(actor: User, state: InspectionState, kind: InspectionKind): AppError | null {
  const { order } = state;
  if (!inspectorSideOf(actor, state))
    return forbidden(
      actor.role === Role.admin
        ? "Inspections are made by the vendor's QC or the buyer"
        : 'Only the parties of the order can inspect it',
    );
  const refused = closed(order);
  if (refused) return refused;
  const latest = latestOf(state, kind);
  if (!latest) return null;
  if (latest.status === InspectionStatus.InProgress) return conflict(`A ${KIND_NAME[kind]} is already in progress`);
  if (kind === InspectionKind.Final && latest.status === InspectionStatus.Passed)
    return conflict('The final inspection has passed');
  if (kind === InspectionKind.Final && latest.status === InspectionStatus.Waived)
    return conflict('The buyer waived the final inspection');
  if (latest.status === InspectionStatus.Failed) {
    const action = state.correctiveActions.get(latest.id);
    if (action && action.status !== CorrectiveActionStatus.Done)
      return conflict('Complete the corrective action of the failed inspection before re-inspecting');
  }
  return null;
}

/**
 * The refusal of an order-level action (`inspection` null) or of an action on one inspection, or
 * null when `actor` may take it.
 */
export function decideInspectionAction(
  actor: User,
  state: InspectionState,
  kind: InspectionActionKind,
  inspection: Inspection | null = null,
): AppError | null {
  const { order } = state;
  switch (kind) {
    case InspectionActionKind.StartInline:
      return mayStart(actor, state, InspectionKind.Inline);
    case InspectionActionKind.StartFinal:
      return mayStart(actor, state, InspectionKind.Final);
    case InspectionActionKind.InviteInspector:
      if (actor.id !== order.buyer.id) return forbidden("Only the order's buyer can invite an inspector of its company");
      return closed(order);
    case InspectionActionKind.WaiveFinal: {
      if (actor.id !== order.buyer.id) return forbidden("Only the order's buyer can waive the final inspection");
      const refused = closed(order);
      if (refused) return refused;
      if (!order.policy.requireFinalInspection)
        return conflict('This order was placed without the final-inspection gate: there is nothing to waive');
      const latest = latestOf(state, InspectionKind.Final);
      if (latest?.status === InspectionStatus.Passed) return conflict('The final inspection has passed');
      if (latest?.status === InspectionStatus.Waived) return conflict('The final inspection is already waived');
      if (latest?.status === InspectionStatus.InProgress)
        return conflict('A final inspection is in progress: finish it first');
      return null;
    }
    case InspectionActionKind.RecordDefects:
    case InspectionActionKind.Complete: {
      if (!inspection) return conflict('No inspection');
      if (!isInspectorOf(actor, inspection, state))
        return forbidden(
          `Only the ${inspection.inspectorSide === InspectorSide.Vendor ? "vendor's QC" : "buyer's inspector"} who makes this inspection can record it`,
        );
      if (inspection.status !== InspectionStatus.InProgress) return conflict('This inspection is finished');
      return closed(order);
    }
    case InspectionActionKind.UpdateCorrectiveAction:
    case InspectionActionKind.CompleteCorrectiveAction: {
      const action = inspection ? state.correctiveActions.get(inspection.id) : undefined;
      if (!action) return conflict('This inspection has no corrective action');
      if (actor.id !== action.owner.id) return forbidden('Only the owner of the corrective action can change it');
      if (action.status === CorrectiveActionStatus.Done) return conflict('This corrective action is done');
      return closed(order);
    }
  }
}

const LABEL: Record<InspectionActionKind, string> = {
  StartInline: 'Start inline inspection',
  StartFinal: 'Start final inspection',
  InviteInspector: 'Invite inspector',
  WaiveFinal: 'Waive final inspection',
  RecordDefects: 'Record defects',
  Complete: 'Complete inspection',
  UpdateCorrectiveAction: 'Edit corrective action',
  CompleteCorrectiveAction: 'Mark corrective action done',
};

/** The kind of inspection a start action starts. */
const START_KIND: Partial<Record<InspectionActionKind, InspectionKind>> = {
  StartInline: InspectionKind.Inline,
  StartFinal: InspectionKind.Final,
};

const ORDER_LEVEL = [
  InspectionActionKind.StartInline,
  InspectionActionKind.StartFinal,
  InspectionActionKind.WaiveFinal,
  InspectionActionKind.InviteInspector,
];
const INSPECTION_LEVEL = [
  InspectionActionKind.RecordDefects,
  InspectionActionKind.Complete,
  InspectionActionKind.UpdateCorrectiveAction,
  InspectionActionKind.CompleteCorrectiveAction,
];

/** The actions `actor` may take now: on the order (no inspection) or on one inspection. */
export function inspectionActions(actor: User, state: InspectionState, inspection: Inspection | null = null): InspectionAction[] {
  const kinds = inspection ? INSPECTION_LEVEL : ORDER_LEVEL;
  return kinds
    .filter((kind) => decideInspectionAction(actor, state, kind, inspection) === null)
    .map((kind) => {
      // Starting after a failure is the re-inspection.
      const started = START_KIND[kind];
      const latest = started ? latestOf(state, started) : null;
      return { kind, label: latest?.status === InspectionStatus.Failed ? `Re-inspect (${KIND_NAME[latest.kind]})` : LABEL[kind] };
    });
}

/** Throws the refusal, if any. */
export function assertInspectionAction(
  actor: User,
  state: InspectionState,
  kind: InspectionActionKind,
  inspection: Inspection | null = null,
) {
  const refusal = decideInspectionAction(actor, state, kind, inspection);
  if (refusal) throw refusal;
}
