// The public face of inspections: other modules import only what is exported here.
export {
  CorrectiveAction,
  Inspection,
  InspectionDefect,
  InspectionPiece,
  OrderInspector,
  QualitySettings,
} from './inspection.entity';
export { finalInspectionGate } from './inspection.gate';
export { defectPhotos } from './inspection.photos';
export {
  CorrectiveActionResolver,
  InspectionDefectResolver,
  InspectionPieceResolver,
  InspectionResolver,
  OrderInspectionsResolver,
  OrderInspectorResolver,
} from './inspection.resolver';
export { inspectionRoutes } from './inspection.routes';
export { seedInspections, seedMeasuredInspection } from './inspection.seed';
