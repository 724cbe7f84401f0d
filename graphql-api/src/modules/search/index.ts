// The public face of search: other modules import only what is exported here.
export { SearchResolver } from './search.resolver';
export { searchRoutes } from './search.routes';
