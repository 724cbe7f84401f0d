import { IsEnum, IsInt, IsNumber, IsOptional, IsString, Max, MaxLength, Min } from 'class-validator';
import { Field, Float, InputType, Int } from 'type-graphql';
import { InspectionLevel } from './aql';
import { DefectClass, InspectionKind } from './inspection.entity';

export const MAX_INSPECTION_TEXT = 2000;
const text = (what: string) => ({ message: `The ${what} must be at most ${MAX_INSPECTION_TEXT} characters` });

/** Start an inspection: the kind; lot size, level and AQLs default to the order and the buyer's settings. */
@InputType()
export class InspectionStartInput {
  @Field(() => InspectionKind)
  @IsEnum(InspectionKind, { message: 'Please choose an inspection kind: Inline or Final' })
  kind!: InspectionKind;

  @Field(() => Int, { nullable: true, description: 'Units in the lot (default: the order quantity).' })
  @IsOptional()
  @IsInt({ message: 'The lot size must be a whole number' })
  @Min(2, { message: 'The lot size must be at least 2' })
  @Max(10_000_000, { message: 'The lot size must be at most 10,000,000' })
  lotSize?: number | null;

  @Field(() => InspectionLevel, { nullable: true })
  @IsOptional()
  @IsEnum(InspectionLevel, { message: 'Please choose an inspection level: I, II or III' })
  level?: InspectionLevel | null;

  @Field(() => Float, { nullable: true })
  @IsOptional()
  @IsNumber({}, { message: 'The critical AQL must be a number' })
  aqlCritical?: number | null;

  @Field(() => Float, { nullable: true })
  @IsOptional()
  @IsNumber({}, { message: 'The major AQL must be a number' })
  aqlMajor?: number | null;

  @Field(() => Float, { nullable: true })
  @IsOptional()
  @IsNumber({}, { message: 'The minor AQL must be a number' })
  aqlMinor?: number | null;

  @Field(() => String, { nullable: true })
  @IsOptional()
  @IsString({ message: 'The note must be text' })
  @MaxLength(MAX_INSPECTION_TEXT, text('note'))
  note?: string | null;
}

/** Defects of one class and type found in the sample. */
@InputType()
export class DefectInput {
  @Field(() => DefectClass)
  @IsEnum(DefectClass, { message: 'Please choose a defect class: Critical, Major or Minor' })
  defectClass!: DefectClass;

  @Field({ description: "One of the order's defect types (Order.defectTypes)." })
  @IsString({ message: 'Please choose a defect type' })
  @MaxLength(200, { message: 'Please choose a defect type' })
  defectType!: string;

  @Field(() => Int)
  @IsInt({ message: 'The quantity must be a whole number' })
  @Min(1, { message: 'The quantity must be at least 1' })
  @Max(100_000, { message: 'The quantity must be at most 100,000' })
  quantity!: number;

  @Field(() => String, { nullable: true })
  @IsOptional()
  @IsString({ message: 'The note must be text' })
  @MaxLength(MAX_INSPECTION_TEXT, text('note'))
  note?: string | null;
}

/** The owner's root cause, action and due date (fields left out keep their value). */
@InputType()
export class CorrectiveActionInput {
  @Field(() => String, { nullable: true })
  @IsOptional()
  @IsString({ message: 'The root cause must be text' })
  @MaxLength(MAX_INSPECTION_TEXT, text('root cause'))
  rootCause?: string | null;

  @Field(() => String, { nullable: true })
  @IsOptional()
  @IsString({ message: 'The action must be text' })
  @MaxLength(MAX_INSPECTION_TEXT, text('action'))
  action?: string | null;

  @Field(() => String, { nullable: true, description: 'YYYY-MM-DD' })
  @IsOptional()
  @IsString({ message: 'Please enter a valid due date' })
  dueDate?: string | null;
}

/** The buyer goes without the final inspection. */
@InputType()
export class FinalInspectionWaiverInput {
  @Field()
  @IsString({ message: 'Please give a reason for the waiver' })
  @MaxLength(MAX_INSPECTION_TEXT, text('reason'))
  reason!: string;
}

/** A buyer's AQL defaults (fields left out keep their value). */
@InputType()
export class QualitySettingsInput {
  @Field(() => InspectionLevel, { nullable: true })
  @IsOptional()
  @IsEnum(InspectionLevel, { message: 'Please choose an inspection level: I, II or III' })
  level?: InspectionLevel | null;

  @Field(() => Float, { nullable: true })
  @IsOptional()
  @IsNumber({}, { message: 'The critical AQL must be a number' })
  aqlCritical?: number | null;

  @Field(() => Float, { nullable: true })
  @IsOptional()
  @IsNumber({}, { message: 'The major AQL must be a number' })
  aqlMajor?: number | null;

  @Field(() => Float, { nullable: true })
  @IsOptional()
  @IsNumber({}, { message: 'The minor AQL must be a number' })
  aqlMinor?: number | null;
}

/** The order's buyer invites a user of its own company to inspect the order. */
@InputType()
export class InspectorInviteInput {
  @Field(() => Int, { description: 'The user to invite: a buyer account of the same company.' })
  @IsInt({ message: 'Please choose a user of your company to invite' })
  @Min(1, { message: 'Please choose a user of your company to invite' })
  userId!: number;
}
