import type { EntityManager } from '@mikro-orm/postgresql';
import type { OrderGate } from '../orders';
import { Sample, SampleStatus, SampleType } from './sample.entity';

export const PP_SAMPLE_REQUIRED =
  'Production cannot start before the buyer approves the pre-production (PP) sample or waives it';

/** How an order's pre-production gate was cleared: its PP sample approved, or waived. */
export type PpClearance = SampleStatus.Approved | SampleStatus.Waived;

/**
 * The pre-production gate's state of several orders (one query): for each order whose PP sample
 * is approved or waived, how. Orders missing from the map have not cleared the gate.
 */
export async function ppClearances(
  em: EntityManager,
  orderIds: readonly number[],
): Promise<Map<number, PpClearance>> {
  if (orderIds.length === 0) return new Map();
  const rows = await em.find(
    Sample,
    {
      order: { $in: [...orderIds] },
      type: SampleType.PreProduction,
      status: { $in: [SampleStatus.Approved, SampleStatus.Waived] },
    },
    { fields: ['order', 'status'] as never },
  );
  return new Map(rows.map((row) => [row.order.id, row.status as PpClearance]));
}

/** The order's pre-production gate as orders asks for it (buildApp hands it to the order actions). */
export const ppSampleGate: OrderGate = { refusal: PP_SAMPLE_REQUIRED, clearances: ppClearances };
