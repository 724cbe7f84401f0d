import { Reference } from '@mikro-orm/core';
import type { EntityManager } from '@mikro-orm/postgresql';
import { Arg, Ctx, FieldResolver, ID, Int, Mutation, Query, Resolver, Root } from 'type-graphql';
import { requireUser } from '../../common/context';
import type { GqlContext } from '../../graphql/context';
import { Attachment } from '../files';
import { Order, type OrderRow } from '../orders';
import { productMeasurementChart, SpecMeasurementChart } from '../specifications';
import { User } from '../users';
import { defectTypesFor } from './defect-types';
import { decideInspectionAction, InspectionAction, InspectionActionKind, inspectionActions } from './inspection.actions';
import { CorrectiveAction, Inspection, InspectionDefect, InspectionPiece, OrderInspector, QualitySettings } from './inspection.entity';
import {
  CorrectiveActionInput,
  DefectInput,
  FinalInspectionWaiverInput,
  InspectionStartInput,
  InspectorInviteInput,
  QualitySettingsInput,
} from './inspection.inputs';
import {
  chartForOrder,
  isOutOfTolerance,
  MeasuredPieceInput,
  measurementsOf,
  PieceMeasurement,
} from './inspection.measurements';
import { allPassed, classResults, InspectionClassResult, sampleSizeOf } from './inspection.result';
import {
  completeCorrectiveAction,
  completeInspection,
  correctiveActionsOf,
  defectPhotosOf,
  defectsOf,
  getInspection,
  inspectionsOf,
  inspectionStatesOf,
  inspectorCandidatesOf,
  inspectorsOf,
  inviteInspector,
  myQualitySettings,
  piecesOf,
  recordDefect,
  recordMeasuredPiece,
  removeDefect,
  removeInspector,
  removeMeasuredPiece,
  startInspection,
  updateCorrectiveAction,
  updateQualitySettings,
  waiveFinalInspection,
} from './inspection.service';

const userOf = (user: User) => Reference.create(user).loadOrFail({ dataloader: true });
const maybeUserOf = (user?: User | null) => (user ? userOf(user) : null);

/** One loader per kind for every row of a list: a list never queries per row. */
function loader<K, T>(ctx: GqlContext, kind: string, load: (em: EntityManager, keys: readonly K[]) => Promise<T[]>) {
  return ctx.loaders.of(`inspections.${kind}`, (keys: readonly K[]) => load(ctx.em, keys));
}

const orderOf = (inspection: Inspection) => Reference.create(inspection.order).loadOrFail({ dataloader: true });

/** Quality inspections on orders: thin, every rule is in the service. */
@Resolver(() => Order)
export class OrderInspectionsResolver {
  @FieldResolver(() => [Inspection], { description: 'Quality inspections, every attempt, oldest first.' })
  inspections(@Root() order: OrderRow, @Ctx() ctx: GqlContext): Promise<Inspection[]> {
    return loader(ctx, 'inspections', inspectionsOf).load(order.id);
  }

  @FieldResolver(() => [InspectionAction], {
    description: 'What the signed-in user may do about inspections of this order now (start, re-inspect, waive).',
  })
  async inspectionActions(@Root() order: OrderRow, @Ctx() ctx: GqlContext): Promise<InspectionAction[]> {
    const state = await loader(ctx, 'inspectionStates', inspectionStatesOf).load(order);
    return inspectionActions(requireUser(ctx), state);
  }

  @FieldResolver(() => [OrderInspector], { description: "Users of the buyer's company its buyer invited to inspect this order." })
  inspectors(@Root() order: OrderRow, @Ctx() ctx: GqlContext): Promise<OrderInspector[]> {
    return loader(ctx, 'inspectors', inspectorsOf).load(order.id);
  }

  @FieldResolver(() => [User], {
    description: "Whom the signed-in user may invite to inspect this order: the buyer's colleagues not yet invited (empty for anyone else).",
  })
  async inspectorCandidates(@Root() order: OrderRow, @Ctx() ctx: GqlContext): Promise<User[]> {
    const state = await loader(ctx, 'inspectionStates', inspectionStatesOf).load(order);
    if (decideInspectionAction(requireUser(ctx), state, InspectionActionKind.InviteInspector)) return [];
    return inspectorCandidatesOf(ctx.em, order, state.inspectorIds);
  }

  @FieldResolver(() => Boolean, {
    description: 'True when the signed-in user sees this order only as an inspector its buyer invited: it inspects, the rest is the parties\' business.',
  })
  async invitedInspector(@Root() order: OrderRow, @Ctx() ctx: GqlContext): Promise<boolean> {
    const user = requireUser(ctx);
    if (user.id === order.buyer.id || user.id === order.vendor.id) return false;
    const state = await loader(ctx, 'inspectionStates', inspectionStatesOf).load(order);
    return state.inspectorIds.includes(user.id);
  }

  @Mutation(() => OrderInspector, { description: "The order's buyer invites a buyer account of its own company to inspect the order." })
  inviteInspector(@Arg('orderId', () => ID) orderId: string, @Arg('input') input: InspectorInviteInput, @Ctx() ctx: GqlContext): Promise<OrderInspector> {
    return inviteInspector(ctx, orderId, { ...input });
  }

  @Mutation(() => OrderInspector, { description: "The order's buyer withdraws an inspector's invitation (its inspections stay)." })
  removeInspector(@Arg('orderId', () => ID) orderId: string, @Arg('userId', () => Int) userId: number, @Ctx() ctx: GqlContext): Promise<OrderInspector> {
    return removeInspector(ctx, orderId, userId);
  }

  @FieldResolver(() => [String], { description: "The defect types an inspector picks from (the product category's list)." })
  async defectTypes(@Root() order: OrderRow): Promise<string[]> {
    // A read row carries its product; an entity's may be a reference still to load.
    const product =
      order instanceof Order
        ? await Reference.create(order.product).loadOrFail({ dataloader: true })
        : order.product;
    return defectTypesFor(product.category);
  }

  @Query(() => Inspection, { description: 'One inspection (for its report).' })
  inspection(@Arg('id', () => Int) id: number, @Ctx() ctx: GqlContext): Promise<Inspection> {
    return getInspection(ctx, id);
  }

  @Mutation(() => Inspection, { description: "The order's vendor (QC) or buyer starts an inspection or a re-inspection." })
  startInspection(@Arg('orderId', () => ID) orderId: string, @Arg('input') input: InspectionStartInput, @Ctx() ctx: GqlContext): Promise<Inspection> {
    return startInspection(ctx, orderId, { ...input });
  }

  @Mutation(() => Inspection, { description: "The order's buyer lets it ship without a final inspection, with a reason." })
  waiveFinalInspection(@Arg('orderId', () => ID) orderId: string, @Arg('input') input: FinalInspectionWaiverInput, @Ctx() ctx: GqlContext): Promise<Inspection> {
    return waiveFinalInspection(ctx, orderId, { ...input });
  }

  @Mutation(() => InspectionDefect, { description: 'The inspector records defects of one class and type.' })
  recordInspectionDefect(@Arg('inspectionId', () => Int) inspectionId: number, @Arg('input') input: DefectInput, @Ctx() ctx: GqlContext): Promise<InspectionDefect> {
    return recordDefect(ctx, inspectionId, { ...input });
  }

  @Mutation(() => Inspection, { description: 'The inspector removes a defect recorded by mistake.' })
  removeInspectionDefect(@Arg('inspectionId', () => Int) inspectionId: number, @Arg('defectId', () => Int) defectId: number, @Ctx() ctx: GqlContext): Promise<Inspection> {
    return removeDefect(ctx, inspectionId, defectId);
  }

  @Mutation(() => InspectionPiece, {
    description: 'The inspector records a sample piece measured against the points of measure: its size and a value per POM.',
  })
  recordInspectionMeasurements(@Arg('inspectionId', () => Int) inspectionId: number, @Arg('input') input: MeasuredPieceInput, @Ctx() ctx: GqlContext): Promise<InspectionPiece> {
    return recordMeasuredPiece(ctx, inspectionId, { ...input, values: input.values?.map((v) => ({ ...v })) });
  }

  @Mutation(() => Inspection, { description: 'The inspector removes a piece measured by mistake.' })
  removeInspectionPiece(@Arg('inspectionId', () => Int) inspectionId: number, @Arg('pieceId', () => Int) pieceId: number, @Ctx() ctx: GqlContext): Promise<Inspection> {
    return removeMeasuredPiece(ctx, inspectionId, pieceId);
  }

  @Mutation(() => Inspection, { description: 'The inspector finishes; the server computes the result.' })
  completeInspection(@Arg('inspectionId', () => Int) inspectionId: number, @Ctx() ctx: GqlContext): Promise<Inspection> {
    return completeInspection(ctx, inspectionId);
  }

  @Mutation(() => CorrectiveAction, { description: "The owner writes a failed inspection's corrective action." })
  updateCorrectiveAction(@Arg('inspectionId', () => Int) inspectionId: number, @Arg('input') input: CorrectiveActionInput, @Ctx() ctx: GqlContext): Promise<CorrectiveAction> {
    return updateCorrectiveAction(ctx, inspectionId, { ...input });
  }

  @Mutation(() => CorrectiveAction, { description: 'The owner reports the corrective action done.' })
  completeCorrectiveAction(@Arg('inspectionId', () => Int) inspectionId: number, @Ctx() ctx: GqlContext): Promise<CorrectiveAction> {
    return completeCorrectiveAction(ctx, inspectionId);
  }

  @Query(() => QualitySettings, { description: 'Buyers: their AQL defaults for new inspections.' })
  myQualitySettings(@Ctx() ctx: GqlContext) {
    return myQualitySettings(ctx);
  }

  @Mutation(() => QualitySettings, { description: 'Buyers: change their AQL defaults.' })
  updateQualitySettings(@Arg('input') input: QualitySettingsInput, @Ctx() ctx: GqlContext) {
    return updateQualitySettings(ctx, { ...input });
  }
}

@Resolver(() => Inspection)
export class InspectionResolver {
  @FieldResolver(() => Order)
  order(@Root() inspection: Inspection): Promise<Order> {
    return orderOf(inspection);
  }

  @FieldResolver(() => [InspectionDefect])
  defects(@Root() inspection: Inspection, @Ctx() ctx: GqlContext): Promise<InspectionDefect[]> {
    return loader(ctx, 'defects', defectsOf).load(inspection.id);
  }

  @FieldResolver(() => [InspectionPiece], { description: 'Sample pieces measured against the points of measure, in order.' })
  measuredPieces(@Root() inspection: Inspection, @Ctx() ctx: GqlContext): Promise<InspectionPiece[]> {
    return loader(ctx, 'pieces', piecesOf).load(inspection.id);
  }

  @FieldResolver(() => SpecMeasurementChart, {
    nullable: true,
    description:
      "The chart pieces are measured against: the product's latest specification with points of measure (null when none has); with a colour × size grid, only the order's sizes.",
  })
  async measurementChart(@Root() inspection: Inspection, @Ctx() ctx: GqlContext): Promise<SpecMeasurementChart | null> {
    const order = await orderOf(inspection);
    const charts = loader(ctx, 'measurementCharts', (em, productIds: readonly number[]) =>
      Promise.all(productIds.map((id) => productMeasurementChart(em, id))),
    );
    return chartForOrder(await charts.load(order.product.id), order.sizeBreakdown);
  }

  @FieldResolver(() => [InspectionClassResult], {
    description:
      "Each defect class's sampling plan and verdict on the defects recorded and the pieces measured out of tolerance (computed by the server).",
  })
  async results(@Root() inspection: Inspection, @Ctx() ctx: GqlContext): Promise<InspectionClassResult[]> {
    const [defects, pieces] = await Promise.all([this.defects(inspection, ctx), this.measuredPieces(inspection, ctx)]);
    return classResults(inspection, defects, pieces);
  }

  @FieldResolver(() => Int, { description: 'The sample to draw: the largest of the classes’ plans.' })
  sampleSize(@Root() inspection: Inspection): number {
    return sampleSizeOf(classResults(inspection, []));
  }

  @FieldResolver(() => Boolean, { nullable: true, description: 'Passed or failed once completed; null while in progress or waived.' })
  async passed(@Root() inspection: Inspection, @Ctx() ctx: GqlContext): Promise<boolean | null> {
    if (inspection.status !== 'Passed' && inspection.status !== 'Failed') return null;
    return allPassed(await this.results(inspection, ctx));
  }

  @FieldResolver(() => CorrectiveAction, { nullable: true })
  async correctiveAction(@Root() inspection: Inspection, @Ctx() ctx: GqlContext): Promise<CorrectiveAction | null> {
    const [action] = await loader(ctx, 'correctiveActions', correctiveActionsOf).load(inspection.id);
    return action ?? null;
  }

  @FieldResolver(() => Int, { nullable: true, description: 'The failed inspection this one re-inspects.' })
  reinspectionOfId(@Root() inspection: Inspection): number | null {
    return inspection.reinspectionOf?.id ?? null;
  }

  @FieldResolver(() => [InspectionAction], { description: 'What the signed-in user may do to this inspection now.' })
  async availableActions(@Root() inspection: Inspection, @Ctx() ctx: GqlContext): Promise<InspectionAction[]> {
    const order = await orderOf(inspection);
    const state = await loader(ctx, 'inspectionStates', inspectionStatesOf).load(order);
    return inspectionActions(requireUser(ctx), state, inspection);
  }

  @FieldResolver(() => User)
  createdBy(@Root() inspection: Inspection): Promise<User> {
    return userOf(inspection.createdBy);
  }

  @FieldResolver(() => User, { nullable: true })
  completedBy(@Root() inspection: Inspection): Promise<User> | null {
    return maybeUserOf(inspection.completedBy);
  }
}

@Resolver(() => InspectionDefect)
export class InspectionDefectResolver {
  @FieldResolver(() => [Attachment], { description: 'Photos of the defects.' })
  photos(@Root() defect: InspectionDefect, @Ctx() ctx: GqlContext): Promise<Attachment[]> {
    return loader(ctx, 'defectPhotos', defectPhotosOf).load(defect.id);
  }

  @FieldResolver(() => User)
  recordedBy(@Root() defect: InspectionDefect): Promise<User> {
    return userOf(defect.recordedBy);
  }
}

@Resolver(() => InspectionPiece)
export class InspectionPieceResolver {
  @FieldResolver(() => [PieceMeasurement], { description: 'Each value with its target, deviation and verdict (computed).' })
  measurements(@Root() piece: InspectionPiece): PieceMeasurement[] {
    return measurementsOf(piece);
  }

  @FieldResolver(() => Int, { nullable: true, description: 'The specification measured against (null once deleted).' })
  specificationId(@Root() piece: InspectionPiece): number | null {
    return piece.specification?.id ?? null;
  }

  @FieldResolver(() => Boolean, { description: 'Any value out of tolerance: the piece counts as a defect of its class.' })
  outOfTolerance(@Root() piece: InspectionPiece): boolean {
    return isOutOfTolerance(piece);
  }

  @FieldResolver(() => User)
  recordedBy(@Root() piece: InspectionPiece): Promise<User> {
    return userOf(piece.recordedBy);
  }
}

@Resolver(() => CorrectiveAction)
export class CorrectiveActionResolver {
  @FieldResolver(() => User)
  owner(@Root() action: CorrectiveAction): Promise<User> {
    return userOf(action.owner);
  }

  @FieldResolver(() => User, { nullable: true })
  doneBy(@Root() action: CorrectiveAction): Promise<User> | null {
    return maybeUserOf(action.doneBy);
  }
}

@Resolver(() => OrderInspector)
export class OrderInspectorResolver {
  @FieldResolver(() => User)
  user(@Root() invited: OrderInspector): Promise<User> {
    return userOf(invited.user);
  }

  @FieldResolver(() => User)
  invitedBy(@Root() invited: OrderInspector): Promise<User> {
    return userOf(invited.invitedBy);
  }
}
