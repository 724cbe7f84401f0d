import { GraphQLJSON } from 'graphql-scalars';
import {
  Args,
  Ctx,
  Field,
  FieldResolver,
  Int,
  Mutation,
  ObjectType,
  Query,
  Resolver,
  Root,
} from 'type-graphql';
import type { GqlContext } from '../../graphql/context';
import { AuditLog } from '../../common/audit-log.entity';
import { AuditLogPage } from './audit.inputs';
import { applyLogRetention, listAuditLogs, listAuditSources } from './audit.service';

@ObjectType()
export class AuditLogPageInfo {
  @Field()
  hasNextPage!: boolean;

  @Field(() => String, { nullable: true, description: 'Pass as `after` for the next page.' })
  endCursor!: string | null;
}

@ObjectType({ description: 'A page of the audit log, newest first.' })
export class AuditLogList {
  @Field(() => [AuditLog])
  nodes!: AuditLog[];

  @Field(() => Int, { description: 'Entries matching the filters, over all pages.' })
  totalCount!: number;

  @Field(() => AuditLogPageInfo)
  pageInfo!: AuditLogPageInfo;
}

/** GraphQL for the audit module: thin, every rule is in the service. */
@Resolver(() => AuditLog)
export class AuditResolver {
  @Query(() => AuditLogList, {
    description: 'The System Logs tab (admin): filtered, newest first.',
  })
  auditLogs(@Args() args: AuditLogPage, @Ctx() ctx: GqlContext) {
    return listAuditLogs(ctx, { ...args });
  }

  @Query(() => [String], { description: 'The sources present in the audit log (admin).' })
  auditSources(@Ctx() ctx: GqlContext) {
    return listAuditSources(ctx);
  }

  @Mutation(() => Int, {
    description:
      "Deletes entries older than the logs settings' retention (admin); answers how many.",
  })
  applyLogRetention(@Ctx() ctx: GqlContext) {
    return applyLogRetention(ctx);
  }

  @FieldResolver(() => GraphQLJSON, { nullable: true, description: 'The record before the write.' })
  before(@Root() log: AuditLog): unknown {
    return log.before ?? null;
  }

  @FieldResolver(() => GraphQLJSON, { nullable: true, description: 'The record after the write.' })
  after(@Root() log: AuditLog): unknown {
    return log.after ?? null;
  }
}
