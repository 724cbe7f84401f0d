import { Field, InputType, ObjectType } from 'type-graphql';
import { badInput } from '../../common/errors';

/**
 * The gates a buyer may put on its orders (DECISIONS.md 3, "Ordering policy"). A new gate (the
 * final inspection, say) is one more key here, its label, a field on the three types below and its
 * rule in the order actions; stored policies without the key read it as off, so orders placed
 * before the gate existed are never gated by it.
 */
export const ORDERING_GATES = ['requireAcknowledgement', 'requirePpSample', 'requireFinalInspection'] as const;
export type OrderingGate = (typeof ORDERING_GATES)[number];

/** How people name each gate (settings, the order summary, the audit log). */
export const GATE_LABEL: Record<OrderingGate, string> = {
  requireAcknowledgement: "New orders wait for the vendor's acceptance",
  requirePpSample: 'Production waits for an approved (or waived) PP sample',
  requireFinalInspection: 'Shipping waits for a passed (or waived) final inspection',
};

@ObjectType({ description: "A buyer's ordering policy: which gates its orders go through." })
export class OrderingPolicy implements Record<OrderingGate, boolean> {
  @Field({ description: "A new order waits for the vendor to accept it (or propose changes)." })
  requireAcknowledgement!: boolean;

  @Field({ description: 'Production (In Production or later) needs an approved or waived PP sample.' })
  requirePpSample!: boolean;

  @Field({ description: 'Shipping (or later) needs a passed or waived final inspection.' })
  requireFinalInspection!: boolean;
}

@ObjectType({ description: "A per-vendor override of the buyer's policy: null follows the buyer's default." })
export class OrderingPolicyOverride implements Record<OrderingGate, boolean | null> {
  @Field(() => Boolean, { nullable: true })
  requireAcknowledgement!: boolean | null;

  @Field(() => Boolean, { nullable: true })
  requirePpSample!: boolean | null;

  @Field(() => Boolean, { nullable: true })
  requireFinalInspection!: boolean | null;
}

@InputType({ description: 'Gates to change; a gate left out keeps its value. For an override, null follows the default.' })
export class OrderingPolicyInput implements Partial<Record<OrderingGate, boolean | null>> {
  @Field(() => Boolean, { nullable: true })
  requireAcknowledgement?: boolean | null;

  @Field(() => Boolean, { nullable: true })
  requirePpSample?: boolean | null;

  @Field(() => Boolean, { nullable: true })
  requireFinalInspection?: boolean | null;
}

/** Every gate off: SPEC.md's workflow as written (a newly registered buyer's policy). */
export const NO_GATES: OrderingPolicy = Object.freeze(
  Object.fromEntries(ORDERING_GATES.map((gate) => [gate, false])) as Record<OrderingGate, boolean>,
);

/** Every gate on: how orders worked before policies existed (the seeded buyers, older orders). */
export const ALL_GATES: OrderingPolicy = Object.freeze(
  Object.fromEntries(ORDERING_GATES.map((gate) => [gate, true])) as Record<OrderingGate, boolean>,
);

/** A stored policy (JSON) as a full policy: a missing or unknown gate is off. */
export function policyOf(raw: unknown): OrderingPolicy {
  const stored = (raw ?? {}) as Record<string, unknown>;
  return Object.fromEntries(ORDERING_GATES.map((gate) => [gate, stored[gate] === true])) as Record<
    OrderingGate,
    boolean
  >;
}

/** A stored override (JSON) with every gate: true or false overrides, null follows the default. */
export function overrideOf(raw: unknown): OrderingPolicyOverride {
  const stored = (raw ?? {}) as Record<string, unknown>;
  return Object.fromEntries(
    ORDERING_GATES.map((gate) => [gate, typeof stored[gate] === 'boolean' ? stored[gate] : null]),
  ) as Record<OrderingGate, boolean | null>;
}

/** The policy a new order is placed under: the buyer's default, with the vendor's override. */
export function resolvePolicy(buyerDefault: unknown, override: unknown): OrderingPolicy {
  const policy = policyOf(buyerDefault);
  const over = overrideOf(override);
  for (const gate of ORDERING_GATES) policy[gate] = over[gate] ?? policy[gate];
  return policy;
}

/**
 * The gates a request changes, checked: only known gates, each true or false (or null when
 * `allowNull`, for overrides). Unknown keys are a 400 naming them, so a typo changes nothing.
 */
export function checkPolicyChange(
  raw: unknown,
  allowNull: boolean,
): Partial<Record<OrderingGate, boolean | null>> {
  if (raw === null || typeof raw !== 'object' || Array.isArray(raw))
    throw badInput('The request body must be a JSON object');
  const change: Partial<Record<OrderingGate, boolean | null>> = {};
  for (const [key, value] of Object.entries(raw as Record<string, unknown>)) {
    if (value === undefined) continue;
    if (!(ORDERING_GATES as readonly string[]).includes(key))
      throw badInput(`Unknown ordering gate "${key}"; the gates are ${ORDERING_GATES.join(', ')}`, key);
    if (typeof value === 'boolean' || (allowNull && value === null))
      change[key as OrderingGate] = value;
    else
      throw badInput(
        `${key} must be true or false${allowNull ? ', or null to follow your default' : ''}`,
        key,
      );
  }
  return change;
}
