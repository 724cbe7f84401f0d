// The public face of imports: other modules import only what is exported here.
export { importRoutes } from './import.routes';
