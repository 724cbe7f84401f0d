import { ArrayMaxSize, IsArray, IsBoolean, IsInt, IsOptional, IsString, Max, MaxLength, Min } from 'class-validator';
import { ArgsType, Field, InputType, Int } from 'type-graphql';

@InputType()
export class CreateWebhookInput {
  @Field({ description: 'An https:// URL that accepts POSTed JSON.' })
  @IsString({ message: 'URL is required' })
  @MaxLength(2000, { message: 'The URL is too long' })
  url!: string;

  @Field(() => [String], { description: 'Event types to receive (webhookEventTypes).' })
  @IsArray({ message: 'Choose at least one event' })
  @ArrayMaxSize(50, { message: 'Too many events' })
  @IsString({ each: true, message: 'Events must be event type names' })
  events!: string[];
}

@InputType()
export class UpdateWebhookInput {
  @Field(() => String, { nullable: true })
  @IsOptional()
  @IsString({ message: 'URL is required' })
  @MaxLength(2000, { message: 'The URL is too long' })
  url?: string;

  @Field(() => [String], { nullable: true })
  @IsOptional()
  @IsArray({ message: 'Choose at least one event' })
  @ArrayMaxSize(50, { message: 'Too many events' })
  @IsString({ each: true, message: 'Events must be event type names' })
  events?: string[];

  @Field(() => Boolean, { nullable: true, description: 'A disabled endpoint receives nothing.' })
  @IsOptional()
  @IsBoolean({ message: 'Enabled must be true or false' })
  enabled?: boolean;
}

@ArgsType()
export class WebhookDeliveriesArgs {
  @Field(() => Int)
  @IsInt({ message: 'Endpoint id must be a whole number' })
  endpointId!: number;

  @Field(() => Int, { nullable: true, description: 'How many, newest first: 1 to 100 (default 20).' })
  @IsOptional()
  @IsInt({ message: 'First must be a whole number' })
  @Min(1, { message: 'First must be between 1 and 100' })
  @Max(100, { message: 'First must be between 1 and 100' })
  first?: number;
}
