// The public face of specifications: other modules import only what is exported here.
export { Specification, SpecificationVersion, SpecPointOfMeasure, SpecSection, PomUnit } from './specification.entity';
export type { MeasurementChartData } from './specification.entity';
export { MAX_MEASURE, SpecMeasurementChart } from './measurement-chart';
export { DEMO_CHARTS } from './measurement-chart.seed';
export {
  productMeasurementChart,
  specificationAccess,
  specScope,
  specScopeSql,
  writableSpecification,
} from './specification.service';
export { specificationAttachments } from './specification.attachments';
export { SPECIFICATIONS, type SpecificationRow } from './specification.row';
export { SpecificationResolver } from './specification.resolver';
export { specificationRoutes } from './specification.routes';
