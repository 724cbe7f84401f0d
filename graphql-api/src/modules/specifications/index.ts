// The public face of specifications: other modules import only what is exported here.
export { Specification, SpecificationVersion, SpecSection } from './specification.entity';
export { specificationAccess, specScope, writableSpecification } from './specification.service';
export { SpecificationResolver } from './specification.resolver';
export { specificationRoutes } from './specification.routes';
