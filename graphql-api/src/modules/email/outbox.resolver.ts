import {
  Arg,
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
import { OutboxArgs, TestEmailArgs } from './email.inputs';
import { canRetryMail, listOutbox, retryOutboxEmail, sendTestEmail } from './email.service';
import { OutboxEmail } from './outbox-email.entity';

@ObjectType({ description: 'The answer of Test Email Settings.' })
export class TestEmailResult {
  @Field({ description: 'True when the SMTP server accepted the mail.' })
  ok!: boolean;

  @Field()
  message!: string;
}

/** GraphQL for the email module: thin, every rule is in the service. */
@Resolver(() => OutboxEmail)
export class OutboxResolver {
  @Query(() => [OutboxEmail], { description: 'Outgoing mail (admin), newest first.' })
  outboxEmails(@Args() args: OutboxArgs, @Ctx() ctx: GqlContext) {
    return listOutbox(ctx, { ...args });
  }

  @Mutation(() => TestEmailResult, {
    description:
      'Sends a test mail now through the Email settings (admin) and says whether it went.',
  })
  testEmailSettings(@Args() args: TestEmailArgs, @Ctx() ctx: GqlContext) {
    return sendTestEmail(ctx, { ...args });
  }

  @Mutation(() => OutboxEmail, {
    description: 'Sends a failed mail, or one kept in the outbox, again (admin): pending from now, with a fresh day of retries.',
  })
  retryOutboxEmail(@Arg('id', () => Int) id: number, @Ctx() ctx: GqlContext) {
    return retryOutboxEmail(ctx, id);
  }

  @FieldResolver(() => Boolean, { description: 'Whether retryOutboxEmail may send it again (failed, or kept in the outbox).' })
  canRetry(@Root() mail: OutboxEmail): boolean {
    return canRetryMail(mail);
  }

  @FieldResolver(() => Date, { description: 'When a pending mail is tried next.' })
  nextAttemptAt(@Root() mail: OutboxEmail): Date {
    return mail.nextAttemptAt;
  }
}
