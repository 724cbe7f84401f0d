// The public face of analytics: other modules import only what is exported here.
export { AnalyticsResolver } from './analytics.resolver';
export { analyticsRoutes } from './analytics.routes';
