import { Field, FieldResolver, ObjectType, Resolver, Root } from 'type-graphql';
import { type Ctx, requireUser } from '../../common/context';
import { forbidden } from '../../common/errors';
import { Role, User } from './user.entity';

/**
 * What a user may do in the portal beyond one object (issue 21, "Rules in one place"): each
 * capability names the roles that have it and the refusal everyone else gets. The service that
 * enforces one asks `requireCapability` (or `may`), and the viewer's `capabilities` (GraphQL
 * `me { capabilities }`, the REST session answer) are `capabilitiesOf`: the same table, so a
 * screen shows a button exactly when the server would do what it asks. What a user may do to one
 * object (an order's next status, a product's edit) is that object's `availableActions`.
 */
const RULES = {
  createOrder: { roles: [Role.buyer, Role.admin], refusal: 'Vendors cannot create orders' },
  chooseOrderBuyer: { roles: [Role.admin], refusal: 'You can only create orders for yourself' },
  importOrders: { roles: [Role.buyer], refusal: 'Only buyers can import orders' },
  importProducts: { roles: [Role.vendor], refusal: 'Only vendors can import products' },
  writeSpecifications: {
    roles: [Role.buyer, Role.vendor],
    refusal: 'Admins read specifications; their vendor and connected buyers write them',
  },
  seeAllApiTokens: { roles: [Role.admin], refusal: "Only admins can list every user's API tokens" },
  editOrderingPolicy: { roles: [Role.buyer], refusal: 'Only buyers have an ordering policy' },
  editQualitySettings: { roles: [Role.buyer], refusal: 'Only buyers have quality settings' },
  editShippingSettings: { roles: [Role.buyer], refusal: 'Only buyers have shipping settings' },
  compareVendors: { roles: [Role.buyer, Role.admin], refusal: 'Vendors see only their own figures' },
} satisfies Record<string, { roles: Role[]; refusal: string }>;

export type Capability = keyof typeof RULES;

/** Every capability, in the table's order (the REST schema lists one boolean for each). */
export const CAPABILITIES = Object.keys(RULES) as Capability[];

/** Whether `user` has `capability`. */
export function may(user: User, capability: Capability): boolean {
  return (RULES[capability].roles as Role[]).includes(user.role);
}

/** 403 with the capability's refusal (or `refusal`) when `user` does not have `capability`. */
export function assertMay(user: User, capability: Capability, refusal = RULES[capability].refusal): User {
  if (!may(user, capability)) throw forbidden(refusal);
  return user;
}

/** The signed-in user, when they have `capability`; 403 with the capability's refusal otherwise. */
export function requireCapability(ctx: Ctx, capability: Capability, refusal?: string): User {
  return assertMay(requireUser(ctx), capability, refusal);
}

/** Every capability of `user`, as the viewer's answer carries them. */
export function capabilitiesOf(user: User): Capabilities {
  return Object.fromEntries(CAPABILITIES.map((capability) => [capability, may(user, capability)])) as Record<Capability, boolean>;
}

@ObjectType({ description: 'What the signed-in user may do in the portal (computed by the rules the server enforces).' })
export class Capabilities implements Record<Capability, boolean> {
  @Field({ description: 'Place a new order (buyers for themselves, admins for a buyer).' })
  createOrder!: boolean;

  @Field({ description: 'Choose the buyer a new order is for (otherwise it is for the user).' })
  chooseOrderBuyer!: boolean;

  @Field({ description: 'Import orders from a CSV file.' })
  importOrders!: boolean;

  @Field({ description: 'Import products from a CSV file.' })
  importProducts!: boolean;

  @Field({ description: 'Create and edit specifications (of the products the user may see).' })
  writeSpecifications!: boolean;

  @Field({ description: "List every user's API tokens, not only the user's own." })
  seeAllApiTokens!: boolean;

  @Field({ description: 'Read and change an ordering policy of their own.' })
  editOrderingPolicy!: boolean;

  @Field({ description: 'Read and change AQL defaults of their own.' })
  editQualitySettings!: boolean;

  @Field({ description: 'Read and change a shipping tolerance of their own.' })
  editShippingSettings!: boolean;

  @Field({ description: "Filter figures (analytics, scorecards) by any vendor, not only the user's own." })
  compareVendors!: boolean;
}

/** `User.capabilities`: computed only when a query asks for it. */
@Resolver(() => User)
export class UserCapabilitiesResolver {
  @FieldResolver(() => Capabilities, { description: 'What this user may do in the portal.' })
  capabilities(@Root() user: User): Capabilities {
    return capabilitiesOf(user);
  }
}
