import { IsEmail, IsIn, IsInt, IsOptional, Max, Min } from 'class-validator';
import { ArgsType, Field, Int } from 'type-graphql';

export const OUTBOX_STATUSES = ['pending', 'sent', 'outbox', 'failed'] as const;

@ArgsType()
export class OutboxArgs {
  @Field(() => String, {
    nullable: true,
    description: 'pending, sent, outbox (no SMTP) or failed.',
  })
  @IsOptional()
  @IsIn(OUTBOX_STATUSES, { message: 'Status must be pending, sent, outbox or failed' })
  status?: string;

  @Field(() => Int, { nullable: true, description: 'How many, 1 to 200 (default 50).' })
  @IsOptional()
  @IsInt({ message: 'First must be a whole number' })
  @Min(1, { message: 'First must be between 1 and 200' })
  @Max(200, { message: 'First must be between 1 and 200' })
  first?: number;
}

@ArgsType()
export class TestEmailArgs {
  @Field(() => String, {
    nullable: true,
    description: "Recipient; by default the admin's own e-mail.",
  })
  @IsOptional()
  @IsEmail({}, { message: 'Invalid email address' })
  to?: string;
}
