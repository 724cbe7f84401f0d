// The public face of planning: other modules import only what is exported here.
export { MilestoneTemplate, OrderMilestone } from './milestone.entity';
export { OrderRevision, RevisionStatus } from './order-revision.entity';
export { dayOf, DEFAULT_STEPS, DEFAULT_TEMPLATE_NAME, planDates } from './milestone.rules';
export { onOrder } from './acknowledgement.service';
export { checkLateMilestones, orderPlanner } from './milestone.service';
export { AcknowledgementResolver } from './acknowledgement.resolver';
export { acknowledgementRoutes } from './acknowledgement.routes';
export { MilestoneResolver, OrderPlanResolver } from './milestone.resolver';
