import type { EntityManager } from '@mikro-orm/postgresql';
import { conflict } from '../../common/errors';
import type { Order } from '../orders/order.entity';
import { OrderStatus, STATUS_PATH } from '../orders/order-status';
import { Sample, SampleStatus, SampleType } from './sample.entity';

export const PP_SAMPLE_REQUIRED =
  'Production cannot start before the buyer approves the pre-production (PP) sample or waives it';

const PRODUCTION_STARTS = STATUS_PATH.indexOf(OrderStatus.InProduction);

/** In Production and every later stage of the path (Quality Check ... Completed). */
const inProduction = (status: OrderStatus) => STATUS_PATH.indexOf(status) >= PRODUCTION_STARTS;

/**
 * The pre-production gate: a move from before production (Planning, Sourcing Materials, Delayed)
 * to In Production or any later stage (a vendor asking for Shipping from Planning included) needs
 * an approved PP sample or the buyer's waiver. Applies to every actor and every status path.
 */
export async function assertProductionMayStart(
  em: EntityManager,
  order: Order,
  from: OrderStatus,
  to: OrderStatus,
) {
  if (!inProduction(to) || inProduction(from)) return;
  const cleared = await em.count(Sample, {
    order: order.id,
    type: SampleType.PreProduction,
    status: { $in: [SampleStatus.Approved, SampleStatus.Waived] },
  });
  if (cleared === 0) throw conflict(PP_SAMPLE_REQUIRED);
}
