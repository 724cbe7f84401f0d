import type { FastifyPluginAsync } from 'fastify';
import { ANY_OBJECT, ID, list, ok, params, PARTY, shape } from '../../common/schemas';
import type { User } from '../users';
import {
  type BuyerPolicy,
  listOrderingPolicies,
  myOrderingPolicy,
  setVendorOrderingPolicy,
  updateOrderingPolicy,
} from './ordering-policy.service';
import { ORDERING_GATES } from './ordering-policy';

/** The gates of a policy (one field per gate of ORDERING_GATES), and an override's (null: the default). */
export const GATES = shape(Object.fromEntries(ORDERING_GATES.map((gate) => [gate, 'boolean'])));
const OVERRIDE = shape(Object.fromEntries(ORDERING_GATES.map((gate) => [gate, 'boolean?'])));
const BUYER_POLICY = shape({
  buyer: PARTY,
  defaults: GATES,
  vendors: list(shape({ vendor: PARTY, override: OVERRIDE, effective: GATES })),
});

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
  app.get(
    '/ordering-policy',
    {
      schema: {
        summary: "Buyers: the caller's ordering policy (defaults and per-vendor overrides)",
        response: ok(200, BUYER_POLICY),
      },
    },
    async (req) => policyRow(await myOrderingPolicy(req.ctx)),
  );

  app.put(
    '/ordering-policy',
    {
      schema: {
        summary: "Buyers: change the policy's defaults",
        body: ANY_OBJECT,
        response: ok(200, BUYER_POLICY),
      },
    },
    async (req) => policyRow(await updateOrderingPolicy(req.ctx, req.body)),
  );

  app.put<{ Params: { vendorId: string } }>(
    '/ordering-policy/vendors/:vendorId',
    {
      schema: {
        summary: 'Buyers: override the policy for one vendor (null follows the default)',
        params: params({ vendorId: ID }),
        body: ANY_OBJECT,
        response: ok(200, BUYER_POLICY),
      },
    },
    async (req) => policyRow(await setVendorOrderingPolicy(req.ctx, req.params.vendorId, req.body)),
  );

  app.get(
    '/ordering-policies',
    { schema: { summary: "Admins: every buyer's policy", response: ok(200, list(BUYER_POLICY)) } },
    async (req) => (await listOrderingPolicies(req.ctx)).map(policyRow),
  );
};
