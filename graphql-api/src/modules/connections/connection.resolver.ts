import { Arg, Ctx, FieldResolver, Int, Mutation, Query, Resolver, Root } from 'type-graphql';
import { requireUser } from '../../common/context';
import type { GqlContext } from '../../graphql/context';
import { Connection } from './connection.entity';
import { CreateConnectionInput } from './connection.inputs';
import { ConnectionActionKind, connectionActions } from './connection.rules';
import {
  createConnection,
  listConnections,
  myConnections,
  requestConnection,
  setConnectionStatus,
} from './connection.service';
import { ConnectionList } from './connection.types';

/** GraphQL for the connections module: thin, every rule is in the service. */
@Resolver(() => Connection)
export class ConnectionResolver {
  @FieldResolver(() => [ConnectionActionKind], {
    description: 'What the signed-in user may do to this connection now (the screens show only these).',
  })
  availableActions(@Root() connection: Connection, @Ctx() ctx: GqlContext): ConnectionActionKind[] {
    return connectionActions(requireUser(ctx), connection.status);
  }

  @Query(() => ConnectionList, {
    description: 'Admin: buyer-vendor connections by status and search, with statistics.',
  })
  connections(
    @Ctx() ctx: GqlContext,
    @Arg('status', () => String, {
      nullable: true,
      description: 'approved (or active), pending, rejected, blocked or all.',
    })
    status?: string | null,
    @Arg('search', () => String, {
      nullable: true,
      description: 'Buyer or vendor name or company.',
    })
    search?: string | null,
  ): Promise<ConnectionList> {
    return listConnections(ctx, { status, search });
  }

  @Query(() => [Connection], {
    description: 'Buyers and vendors: their own connections, whatever the status.',
  })
  myConnections(@Ctx() ctx: GqlContext): Promise<Connection[]> {
    return myConnections(ctx);
  }

  @Mutation(() => Connection, {
    description: 'Admin: connects a buyer and a vendor (approved by default).',
  })
  createConnection(
    @Arg('input') input: CreateConnectionInput,
    @Ctx() ctx: GqlContext,
  ): Promise<Connection> {
    return createConnection(ctx, { ...input });
  }

  @Mutation(() => Connection, {
    description: 'Admin: sets a connection to approved, pending, rejected or blocked.',
  })
  setConnectionStatus(
    @Arg('id', () => Int) id: number,
    @Arg('status') status: string,
    @Ctx() ctx: GqlContext,
  ): Promise<Connection> {
    return setConnectionStatus(ctx, id, { status });
  }

  @Mutation(() => Connection, {
    description: 'Buyer: asks an admin for a connection with a vendor (pending).',
  })
  requestConnection(
    @Arg('vendorId', () => Int) vendorId: number,
    @Ctx() ctx: GqlContext,
  ): Promise<Connection> {
    return requestConnection(ctx, { vendorId });
  }
}
