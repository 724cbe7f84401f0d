import type { EntityManager } from '@mikro-orm/postgresql';
import { audit } from '../../common/audit';
import { type Ctx, requireRole } from '../../common/context';
import { forbidden } from '../../common/errors';
import { Connection, ConnectionStatus } from '../connections';
import { parseId, requireCapability, Role, User } from '../users';
import {
  checkPolicyChange,
  type OrderingGate,
  type OrderingPolicy,
  type OrderingPolicyOverride,
  overrideOf,
  policyOf,
  resolvePolicy,
} from './ordering-policy';

const SOURCE = 'policy';

/** One connected vendor's gates for a buyer: the override on the connection and the result. */
export type VendorPolicy = {
  vendor: User;
  override: OrderingPolicyOverride;
  effective: OrderingPolicy;
};

/** A buyer's ordering policy: the default and, per connected vendor, what new orders get. */
export type BuyerPolicy = { buyer: User; defaults: OrderingPolicy; vendors: VendorPolicy[] };

/** The policies of several buyers, each with its approved connections (two queries in all). */
async function policiesOf(em: EntityManager, buyers: User[]): Promise<BuyerPolicy[]> {
  const connections = await em.find(
    Connection,
    { buyer: { $in: buyers.map((buyer) => buyer.id) }, status: ConnectionStatus.approved },
    { populate: ['vendor'], orderBy: { vendor: { company: 'asc', name: 'asc' } } },
  );
  return buyers.map((buyer) => ({
    buyer,
    defaults: policyOf(buyer.orderingPolicy),
    vendors: connections
      .filter((connection) => connection.buyer.id === buyer.id)
      .map((connection) => ({
        vendor: connection.vendor,
        override: overrideOf(connection.policyOverride),
        effective: resolvePolicy(buyer.orderingPolicy, connection.policyOverride),
      })),
  }));
}

/** The signed-in buyer, read again (the session keeps its user for a moment). */
async function currentBuyer(ctx: Ctx, em: EntityManager): Promise<User> {
  const { id } = requireCapability(ctx, 'editOrderingPolicy');
  return em.findOneOrFail(User, { id }, { refresh: true });
}

/** The buyer's own policy: its default and every connected vendor's gates. */
export async function myOrderingPolicy(ctx: Ctx): Promise<BuyerPolicy> {
  const buyer = await currentBuyer(ctx, ctx.em);
  const [policy] = await policiesOf(ctx.em, [buyer]);
  return policy;
}

/** Admins: every buyer's policy, by name. */
export async function listOrderingPolicies(ctx: Ctx): Promise<BuyerPolicy[]> {
  requireRole(ctx, Role.admin);
  const buyers = await ctx.em.find(User, { role: Role.buyer }, { orderBy: { name: 'asc', id: 'asc' } });
  return policiesOf(ctx.em, buyers);
}

const describe = (policy: Partial<Record<OrderingGate, boolean | null>>) => JSON.stringify(policy);

/**
 * The buyer changes its default (the gates sent; the others stay). New orders are placed under
 * it; orders placed earlier keep the policy they were placed under.
 */
export async function updateOrderingPolicy(ctx: Ctx, raw: unknown): Promise<BuyerPolicy> {
  const change = checkPolicyChange(raw, false);
  await ctx.em.transactional(async (em) => {
    const buyer = await currentBuyer(ctx, em);
    const before = policyOf(buyer.orderingPolicy);
    buyer.orderingPolicy = { ...before, ...change } as Record<OrderingGate, boolean>;
    audit(
      { ...ctx, em },
      {
        action: 'policy.update',
        entity: 'user',
        entityId: buyer.id,
        source: SOURCE,
        message: `${buyer.username} changed their ordering policy to ${describe(buyer.orderingPolicy)}`,
        before,
        after: buyer.orderingPolicy,
      },
    );
  });
  return myOrderingPolicy(ctx);
}

/**
 * The buyer sets the gates for one connected vendor: true or false overrides the default, null
 * follows it again. Stored on the connection.
 */
export async function setVendorOrderingPolicy(ctx: Ctx, rawVendorId: unknown, raw: unknown): Promise<BuyerPolicy> {
  const vendorId = parseId(rawVendorId, 'Vendor');
  const change = checkPolicyChange(raw, true);
  await ctx.em.transactional(async (em) => {
    const buyer = await currentBuyer(ctx, em);
    const connection = await em.findOne(
      Connection,
      { buyer: buyer.id, vendor: vendorId, status: ConnectionStatus.approved },
      { populate: ['vendor'] },
    );
    if (!connection) throw forbidden('You are not connected with this vendor');
    const before = overrideOf(connection.policyOverride);
    const merged = { ...before, ...change };
    const kept = Object.fromEntries(Object.entries(merged).filter(([, value]) => value !== null));
    connection.policyOverride = Object.keys(kept).length > 0 ? (kept as Record<string, boolean>) : null;
    audit(
      { ...ctx, em },
      {
        action: 'policy.vendor',
        entity: 'connection',
        entityId: connection.id,
        source: SOURCE,
        message: `${buyer.username} set the ordering policy for ${connection.vendor.username} to ${describe(kept)}`,
        before,
        after: overrideOf(connection.policyOverride),
      },
    );
  });
  return myOrderingPolicy(ctx);
}

/**
 * The policy a new order of this buyer with this vendor is placed under, read fresh with their
 * approved connection (DECISIONS.md 3) in one query: null when they are not connected.
 */
export async function policyForNewOrder(em: EntityManager, buyerId: number, vendorId: number): Promise<OrderingPolicy | null> {
  const [row] = await em.execute<{ ordering_policy: unknown; policy_override: unknown }[]>(
    `select u.ordering_policy, c.policy_override from users u
       join connections c on c.buyer_id = u.id and c.vendor_id = ? and c.status = ?
      where u.id = ?`,
    [vendorId, ConnectionStatus.approved, buyerId],
  );
  return row ? resolvePolicy(row.ordering_policy, row.policy_override) : null;
}
