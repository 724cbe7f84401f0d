import type { EntityManager } from '@mikro-orm/postgresql';
import type { OrderGate } from '../orders';
import { Inspection, InspectionKind, InspectionStatus } from './inspection.entity';

export const FINAL_INSPECTION_REQUIRED =
  'Shipping needs a passed final inspection, or the buyer’s waiver of it';

/** How an order's final-inspection gate was cleared: a passed final inspection, or a waiver. */
export type FinalClearance = InspectionStatus.Passed | InspectionStatus.Waived;

/**
 * The final-inspection gate of several orders (one query): for each order with a passed or waived
 * final inspection, which. Orders missing from the map have not cleared it.
 */
export async function finalClearances(
  em: EntityManager,
  orderIds: readonly number[],
): Promise<Map<number, FinalClearance>> {
  if (orderIds.length === 0) return new Map();
  const rows = await em.find(
    Inspection,
    {
      order: { $in: [...orderIds] },
      kind: InspectionKind.Final,
      status: { $in: [InspectionStatus.Passed, InspectionStatus.Waived] },
    },
    { fields: ['order', 'status'] as never },
  );
  return new Map(rows.map((row) => [row.order.id, row.status as FinalClearance]));
}

/** The order's final-inspection gate as orders asks for it (buildApp hands it to the order actions). */
export const finalInspectionGate: OrderGate = { refusal: FINAL_INSPECTION_REQUIRED, clearances: finalClearances };
