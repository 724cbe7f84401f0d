import { IsIn, IsInt, IsISO8601, IsOptional, IsString, Max, MaxLength, Min } from 'class-validator';
import { ArgsType, Field, Int } from 'type-graphql';

export const LOG_LEVELS = ['debug', 'info', 'warning', 'error'] as const;
export type LogLevel = (typeof LOG_LEVELS)[number];

/** Filters of the System Logs tab (GraphQL arguments and CSV query parameters); all optional. */
@ArgsType()
export class AuditLogFilter {
  @Field(() => String, {
    nullable: true,
    description:
      "Minimum level (debug < info < warning < error); by default the logs settings' level.",
  })
  @IsOptional()
  @IsIn(LOG_LEVELS, { message: 'Log level must be debug, info, warning or error' })
  level?: string;

  @Field(() => String, {
    nullable: true,
    description: 'Only this source (auth, orders, settings, ...).',
  })
  @IsOptional()
  @IsString({ message: 'Source must be text' })
  @MaxLength(100, { message: 'Source must be at most 100 characters' })
  source?: string;

  @Field(() => String, {
    nullable: true,
    description: 'Text in the message, the action or the actor.',
  })
  @IsOptional()
  @IsString({ message: 'Search must be text' })
  @MaxLength(200, { message: 'Search must be at most 200 characters' })
  search?: string;

  @Field(() => String, { nullable: true, description: 'From this time (ISO 8601), inclusive.' })
  @IsOptional()
  @IsISO8601({}, { message: 'From must be an ISO date' })
  from?: string;

  @Field(() => String, { nullable: true, description: 'Until this time (ISO 8601), inclusive.' })
  @IsOptional()
  @IsISO8601({}, { message: 'To must be an ISO date' })
  to?: string;
}

/** A page of the System Logs list. */
@ArgsType()
export class AuditLogPage extends AuditLogFilter {
  @Field(() => Int, { nullable: true, description: 'Page size, 1 to 200 (default 50).' })
  @IsOptional()
  @IsInt({ message: 'First must be a whole number' })
  @Min(1, { message: 'First must be between 1 and 200' })
  @Max(200, { message: 'First must be between 1 and 200' })
  first?: number;

  @Field(() => String, { nullable: true, description: 'The endCursor of the previous page.' })
  @IsOptional()
  @IsString({ message: 'Invalid cursor' })
  after?: string;
}
