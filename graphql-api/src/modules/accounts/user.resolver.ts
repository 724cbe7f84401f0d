import { Arg, Ctx, Int, Mutation, Query, Resolver } from 'type-graphql';
import type { GqlContext } from '../../graphql/context';
import { User } from '../users';
import { CreateUserInput, UpdateUserInput } from './user.inputs';
import {
  createUser,
  deleteUser,
  getUser,
  listBuyers,
  listUsers,
  listVendors,
  updateUser,
} from './user.service';
import { BuyerListItem, DeleteUserResult, UserList, VendorListItem } from './user.types';

/** GraphQL for the users module: thin, every rule is in the service. */
@Resolver()
export class UserResolver {
  @Query(() => UserList, {
    description: 'Admin: users matching a search (name, email, username) and a role.',
  })
  users(
    @Ctx() ctx: GqlContext,
    @Arg('search', () => String, { nullable: true }) search?: string | null,
    @Arg('role', () => String, { nullable: true, description: 'admin, buyer, vendor or all.' })
    role?: string | null,
  ): Promise<UserList> {
    return listUsers(ctx, { search, role });
  }

  @Query(() => User, { description: 'Admin: one user.' })
  user(@Arg('id', () => Int) id: number, @Ctx() ctx: GqlContext): Promise<User> {
    return getUser(ctx, id);
  }

  @Query(() => [VendorListItem], { description: 'Buyers and admins: the active vendors.' })
  vendors(@Ctx() ctx: GqlContext): Promise<VendorListItem[]> {
    return listVendors(ctx);
  }

  @Query(() => [BuyerListItem], {
    description: 'Admins: active buyers; vendors: their connected buyers.',
  })
  buyers(@Ctx() ctx: GqlContext): Promise<BuyerListItem[]> {
    return listBuyers(ctx);
  }

  @Mutation(() => User, { description: 'Admin: adds a user.' })
  createUser(@Arg('input') input: CreateUserInput, @Ctx() ctx: GqlContext): Promise<User> {
    return createUser(ctx, { ...input });
  }

  @Mutation(() => User, {
    description: 'Admin: edits a user; active false deactivates the account.',
  })
  updateUser(
    @Arg('id', () => Int) id: number,
    @Arg('input') input: UpdateUserInput,
    @Ctx() ctx: GqlContext,
  ): Promise<User> {
    return updateUser(ctx, id, { ...input });
  }

  @Mutation(() => DeleteUserResult, {
    description: 'Admin: deletes a user, or deactivates one that records refer to.',
  })
  deleteUser(@Arg('id', () => Int) id: number, @Ctx() ctx: GqlContext): Promise<DeleteUserResult> {
    return deleteUser(ctx, id);
  }
}
