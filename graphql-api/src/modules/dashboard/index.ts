// The public face of dashboard: other modules import only what is exported here.
export { DashboardResolver } from './dashboard.resolver';
export { dashboardRoutes } from './dashboard.routes';
