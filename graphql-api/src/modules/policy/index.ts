// The public face of policy: other modules import only what is exported here.
export { ALL_GATES, OrderingPolicy, policyOf } from './ordering-policy';
export { policyForNewOrder } from './ordering-policy.service';
export { OrderingPolicyResolver } from './ordering-policy.resolver';
export { GATES, orderingPolicyRoutes } from './ordering-policy.routes';
