import type { InspectionFieldsFragment } from 'mfe-shared';

export type InspectionItem = InspectionFieldsFragment;

/** How the screens name an inspection: "Final inspection", "Final inspection (attempt 2)". */
export function inspectionTitle(inspection: Pick<InspectionItem, 'kind' | 'attempt'>): string {
  const kind = inspection.kind === 'Final' ? 'Final inspection' : 'Inline inspection';
  return inspection.attempt > 1 ? `${kind} (attempt ${inspection.attempt})` : kind;
}

/** The badge of an inspection's status: its colour (as a portal status) and its words. */
export function statusBadgeOf(status: InspectionItem['status']): { status: string; label: string } {
  switch (status) {
    case 'Passed':
      return { status: 'Approved', label: 'Passed' };
    case 'Failed':
      return { status: 'Rejected', label: 'Failed' };
    case 'Waived':
      return { status: 'Waived', label: 'Waived' };
    default:
      return { status: 'Pending', label: 'In progress' };
  }
}

/** The server's PDF of an inspection report (a download). */
export const reportPdfUrl = (inspectionId: number) => `/api/inspections/${inspectionId}/report.pdf`;

export const sideText = (side: InspectionItem['inspectorSide']) => (side === 'Vendor' ? "vendor's QC" : "buyer's inspector");

/** An AQL as the tables print it: 0.65, 1.0, 2.5, 4.0, 10. */
export const aqlText = (aql: number) => (aql === 0 ? '0 (none accepted)' : aql < 10 && Number.isInteger(aql) ? aql.toFixed(1) : String(aql));
