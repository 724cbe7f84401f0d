import type { EntityManager } from '@mikro-orm/postgresql';
import type { Order } from './order.entity';
import type { ScheduleHealth } from './schedule-health';

/**
 * What orders asks of the modules above it, without importing them (README, "Modules and their
 * dependencies"): orders says what it asks and what the answer looks like, samples, inspections
 * and planning answer, and buildApp joins them (`ctx.orderPorts`, made once per app).
 */

/**
 * A gate on an order's next steps (when the order's policy has it): the module that keeps what
 * clears it answers which orders have. Where the gate stands on the path and which policy turns it
 * on are the order actions' rules (order.actions.ts).
 */
export interface OrderGate {
  /** Why a step past the gate is refused while it is not cleared (the 409's message, the disabledReason). */
  readonly refusal: string;
  /** Of these orders, those that cleared the gate and how (e.g. 'Approved', 'Waived'): one query. */
  clearances(em: EntityManager, orderIds: readonly number[]): Promise<Map<number, string>>;
}

/** A new order's milestone plan, made before the order is written. */
export interface NewOrderPlan {
  /** How many days short of its template the due date leaves the plan (0 when it fits). */
  readonly shortBy: number;
  /** What the order's texts say about a tight plan ('' when the plan fits). */
  readonly note: string;
  /** Writes the plan's milestones for the order, inside the caller's transaction. */
  write(em: EntityManager, order: Order): Promise<void>;
}

/** What orders asks of the milestone plans. */
export interface OrderPlanner {
  /** The plan of an order due on `dueDate`, from a template (the default one without an id); a 400 naming milestoneTemplateId when there is no such template. */
  plan(em: EntityManager, dueDate: string, templateId: number | null): Promise<NewOrderPlan>;
  /** SQL selecting the ids of the orders whose plan is Late, At Risk or On Track today (the orders list filter). */
  scheduleSql(health: ScheduleHealth): [string, unknown[]];
}

export interface OrderPorts {
  /** The pre-production gate: entering production needs the PP sample approved or waived (samples). */
  ppSample: OrderGate;
  /** The final-inspection gate: Shipping needs a passed or waived final inspection (inspections). */
  finalInspection: OrderGate;
  planner: OrderPlanner;
}

declare module '../../common/context' {
  interface Ctx {
    /** What orders asks of samples, inspections and planning (orders/order.ports.ts). */
    orderPorts: OrderPorts;
  }
}
