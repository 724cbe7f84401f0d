import {
  IsIn,
  IsInt,
  IsNotEmpty,
  IsObject,
  IsOptional,
  IsString,
  IsUrl,
  Max,
  MaxLength,
  Min,
  ValidateIf,
} from 'class-validator';
import { ArgsType, Field, ID, InputType, Int } from 'type-graphql';
import { ScheduleHealth } from './schedule-health';
import { OrderStatus } from './order-status';
import { SizeBreakdownInput } from './size-breakdown';

const STATUSES = Object.values(OrderStatus);
export const TIMELINE_REQUIRED = 'Please select an order and provide a step name';

/** The New Order form (SPEC.md 5); REST's orderId, status and createdAt are not read. */
@InputType()
export class CreateOrderInput {
  @Field(() => Int, { nullable: true, description: 'Admins only: the buyer the order is for.' })
  @IsOptional()
  @IsInt({ message: 'Please select a buyer' })
  buyerId?: number | null;

  @Field(() => Int)
  @IsInt({ message: 'Please select a vendor' })
  vendorId!: number;

  @Field(() => Int)
  @IsInt({ message: 'Please select a product' })
  productId!: number;

  @Field(() => Int, { nullable: true, description: 'Required unless a size × colour grid is given.' })
  @ValidateIf((input: CreateOrderInput) => input.breakdown == null || input.quantity != null)
  @IsInt({ message: 'Quantity must be at least 1' })
  @Min(1, { message: 'Quantity must be at least 1' })
  @Max(10_000_000, { message: 'Quantity must be at most 10,000,000' })
  quantity?: number | null;

  @Field(() => SizeBreakdownInput, {
    nullable: true,
    description: 'Quantities by colourway × size; the order quantity becomes their sum.',
  })
  @IsOptional()
  @IsObject({ message: 'The size × colour grid is not valid' })
  breakdown?: SizeBreakdownInput | null;

  @Field({ description: 'YYYY-MM-DD (other date texts are parsed); not in the past.' })
  @IsString({ message: 'Due date is required' })
  @IsNotEmpty({ message: 'Due date is required' })
  dueDate!: string;

  @Field(() => String, { nullable: true })
  @IsOptional()
  @IsString()
  @MaxLength(5000, { message: 'Notes must be at most 5000 characters' })
  notes?: string | null;

  @Field(() => Int, { nullable: true, description: 'The milestone template; the default one without it.' })
  @IsOptional()
  @IsInt({ message: 'Please select a milestone template' })
  milestoneTemplateId?: number | null;
}

@InputType()
export class UpdateOrderStatusInput {
  @Field(() => OrderStatus)
  @IsIn(STATUSES, { message: 'Please select a valid status' })
  status!: OrderStatus;

  @Field(() => Int, {
    nullable: true,
    description: 'The version the client saw; a stale one gets 409.',
  })
  @IsOptional()
  @IsInt({ message: 'Version must be a whole number' })
  version?: number | null;

  @Field(() => String, {
    nullable: true,
    description: 'A note for the timeline event; the reason, required when setting Delayed.',
  })
  @IsOptional()
  @IsString()
  @MaxLength(5000, { message: 'Notes must be at most 5000 characters' })
  notes?: string | null;
}

/** The Add Timeline Event dialog (SPEC.md 2.9 and 5). */
@InputType()
export class TimelineEventInput {
  @Field(() => ID, { description: 'The order: numeric id or ORD- code.' })
  @IsNotEmpty({ message: TIMELINE_REQUIRED })
  orderId!: string;

  @Field()
  @IsString({ message: TIMELINE_REQUIRED })
  @IsNotEmpty({ message: TIMELINE_REQUIRED })
  @MaxLength(200, { message: 'Step name must be at most 200 characters' })
  step!: string;

  @Field(() => String, { nullable: true })
  @IsOptional()
  @IsString()
  @MaxLength(5000, { message: 'Notes must be at most 5000 characters' })
  notes?: string | null;

  @Field(() => String, { nullable: true })
  @ValidateIf(
    (input: TimelineEventInput) => input.attachmentUrl != null && input.attachmentUrl !== '',
  )
  @IsUrl(
    { protocols: ['http', 'https'], require_protocol: true, require_tld: false },
    { message: 'Attachment URL must start with http:// or https://' },
  )
  @MaxLength(2000, { message: 'Attachment URL must be at most 2000 characters' })
  attachmentUrl?: string | null;
}

@ArgsType()
export class OrdersArgs {
  @Field(() => String, {
    nullable: true,
    description: 'Order code, product name or SKU, buyer or vendor name or company.',
  })
  search?: string | null;

  @Field(() => OrderStatus, { nullable: true })
  status?: OrderStatus | null;

  @Field(() => Boolean, { nullable: true, description: 'Only orders not Completed or Cancelled.' })
  active?: boolean | null;

  @Field(() => ScheduleHealth, { nullable: true, description: 'Open orders that are Late, At Risk or On Track.' })
  schedule?: ScheduleHealth | null;

  @Field(() => Int, { nullable: true, description: 'Page size: default 20, at most 100.' })
  first?: number | null;

  @Field(() => String, { nullable: true, description: 'The endCursor of the previous page.' })
  after?: string | null;
}
