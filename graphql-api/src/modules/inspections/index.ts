// The public face of inspections: other modules import only what is exported here.
export {
  CorrectiveAction,
  Inspection,
  InspectionDefect,
  InspectionPiece,
  QualitySettings,
} from './inspection.entity';
export { FINAL_INSPECTION_REQUIRED, finalClearances } from './inspection.gate';
export type { FinalClearance } from './inspection.gate';
export { defectForPhoto } from './inspection.service';
export {
  CorrectiveActionResolver,
  InspectionDefectResolver,
  InspectionPieceResolver,
  InspectionResolver,
  OrderInspectionsResolver,
} from './inspection.resolver';
export { inspectionRoutes } from './inspection.routes';
export { seedInspections, seedMeasuredInspection } from './inspection.seed';
