// The public face of api-tokens: other modules import only what is exported here.
export { ApiToken } from './api-token.entity';
export { bearerTokenOf, resolveApiToken } from './api-token.service';
export { ApiTokenResolver } from './api-token.resolver';
export { apiTokenRoutes } from './api-token.routes';
