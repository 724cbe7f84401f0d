import type { FastifyPluginAsync } from 'fastify';
import type { User } from '../users/user.entity';
import {
  type BuyerPolicy,
  listOrderingPolicies,
  myOrderingPolicy,
  setVendorOrderingPolicy,
  updateOrderingPolicy,
} from './ordering-policy.service';

const party = (user: User) => ({ id: user.id, name: user.name, company: user.company ?? null });

/** A buyer's policy as REST answers it. */
export function policyRow(policy: BuyerPolicy) {
  return {
    buyer: party(policy.buyer),
    defaults: policy.defaults,
    vendors: policy.vendors.map((row) => ({
      vendor: party(row.vendor),
      override: row.override,
      effective: row.effective,
    })),
  };
}

/** REST paths of the ordering policy; thin, every rule is in the service. */
export const orderingPolicyRoutes: FastifyPluginAsync = async (app) => {
  app.get('/ordering-policy', async (req) => policyRow(await myOrderingPolicy(req.ctx)));

  app.put('/ordering-policy', async (req) => policyRow(await updateOrderingPolicy(req.ctx, req.body)));

  app.put<{ Params: { vendorId: string } }>('/ordering-policy/vendors/:vendorId', async (req) =>
    policyRow(await setVendorOrderingPolicy(req.ctx, req.params.vendorId, req.body)),
  );

  app.get('/ordering-policies', async (req) => (await listOrderingPolicies(req.ctx)).map(policyRow));
};
