/** Vendor scorecards: reads orders, samples and inspections; only the app's wiring imports this. */
export { ScorecardResolver } from './scorecard.resolver';
export { scorecardRoutes } from './scorecard.routes';
