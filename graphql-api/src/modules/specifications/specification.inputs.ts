import { IsArray, IsInt, IsObject, IsOptional, IsString, Matches, MaxLength, Min } from 'class-validator';
import { ArgsType, Field, InputType, Int } from 'type-graphql';
import { MeasurementChartInput } from './measurement-chart';

const CHART = 'The measurement chart must be an object with sizes and points';

const TITLE = 'Title is required';
const DETAILS = 'Details are required';
const PRODUCT = 'Select a product first';

/** POST /api/specifications (SPEC.md 7); createdBy and updatedAt are set by the server. */
export class RestSpecificationInput {
  @IsString({ message: TITLE })
  @Matches(/\S/, { message: TITLE })
  @MaxLength(200, { message: 'Title must be at most 200 characters' })
  specTitle!: string;

  @IsString({ message: DETAILS })
  @Matches(/\S/, { message: DETAILS })
  specDetails!: string;

  @IsInt({ message: PRODUCT })
  productId!: number;

  @IsOptional()
  @IsArray({ message: 'Attachment links must be a list' })
  @IsString({ each: true, message: 'Attachment links must be http(s) URLs' })
  @Matches(/^https?:\/\/\S+$/i, { each: true, message: 'Attachment links must be http(s) URLs' })
  attachmentUrls?: string[];
}

@InputType({ description: 'A titled section of a specification (markdown-like content).' })
export class SpecSectionInput {
  @Field()
  @IsString({ message: 'Section title is required' })
  @Matches(/\S/, { message: 'Section title is required' })
  @MaxLength(200, { message: 'Section title must be at most 200 characters' })
  title!: string;

  @Field()
  @IsString({ message: 'Section content must be text' })
  content!: string;
}

@InputType()
export class CreateSpecificationInput {
  @Field(() => Int)
  @IsInt({ message: PRODUCT })
  productId!: number;

  @Field()
  @IsString({ message: TITLE })
  @Matches(/\S/, { message: TITLE })
  @MaxLength(200, { message: 'Title must be at most 200 characters' })
  title!: string;

  @Field()
  @IsString({ message: DETAILS })
  @Matches(/\S/, { message: DETAILS })
  details!: string;

  @Field(() => String, { nullable: true })
  @IsOptional()
  @IsString()
  description?: string | null;

  @Field(() => String, { nullable: true })
  @IsOptional()
  @IsString()
  @MaxLength(100, { message: 'Category must be at most 100 characters' })
  category?: string | null;

  @Field(() => [SpecSectionInput], { nullable: true })
  @IsOptional()
  @IsArray({ message: 'Sections must be a list' })
  sections?: SpecSectionInput[] | null;

  @Field(() => MeasurementChartInput, { nullable: true, description: 'Points of measure with a target per size.' })
  @IsOptional()
  @IsObject({ message: CHART })
  measurementChart?: MeasurementChartInput | null;
}

@InputType({ description: 'Fields left out keep their value.' })
export class UpdateSpecificationInput {
  @Field(() => Int)
  @IsInt()
  id!: number;

  @Field(() => Int, { nullable: true })
  @IsOptional()
  @IsInt({ message: PRODUCT })
  productId?: number | null;

  @Field(() => String, { nullable: true })
  @IsOptional()
  @IsString({ message: TITLE })
  @Matches(/\S/, { message: TITLE })
  @MaxLength(200, { message: 'Title must be at most 200 characters' })
  title?: string | null;

  @Field(() => String, { nullable: true })
  @IsOptional()
  @IsString({ message: DETAILS })
  @Matches(/\S/, { message: DETAILS })
  details?: string | null;

  @Field(() => String, { nullable: true })
  @IsOptional()
  @IsString()
  description?: string | null;

  @Field(() => String, { nullable: true })
  @IsOptional()
  @IsString()
  @MaxLength(100, { message: 'Category must be at most 100 characters' })
  category?: string | null;

  @Field(() => [SpecSectionInput], { nullable: true, description: 'Replaces all sections.' })
  @IsOptional()
  @IsArray({ message: 'Sections must be a list' })
  sections?: SpecSectionInput[] | null;

  @Field(() => MeasurementChartInput, { nullable: true, description: 'Replaces the measurement chart (points of measure).' })
  @IsOptional()
  @IsObject({ message: CHART })
  measurementChart?: MeasurementChartInput | null;

  @Field(() => Int, {
    nullable: true,
    description: 'The version the edit is based on; a different current version answers 409.',
  })
  @IsOptional()
  @IsInt()
  expectedVersion?: number | null;
}

@ArgsType()
export class SpecificationsArgs {
  @Field(() => String, {
    nullable: true,
    description: 'Matches title, product name or creator name.',
  })
  @IsOptional()
  @IsString()
  search?: string | null;

  @Field(() => String, { nullable: true })
  @IsOptional()
  @IsString()
  category?: string | null;

  @Field(() => Int, { nullable: true })
  @IsOptional()
  @IsInt()
  productId?: number | null;

  @Field(() => Int, { nullable: true, description: 'Page size, 1 to 100 (default 20).' })
  @IsOptional()
  @IsInt()
  @Min(1)
  first?: number | null;

  @Field(() => String, { nullable: true, description: 'The endCursor of the previous page.' })
  @IsOptional()
  @IsString()
  after?: string | null;
}

/** PUT /api/specifications/{id}/measurement-chart: the whole chart, checked by checkMeasurementChart. */
export class RestMeasurementChartInput {
  @IsArray({ message: 'The sizes must be a list' })
  sizes!: string[];

  @IsArray({ message: 'The points of measure must be a list' })
  points!: unknown[];

  @IsOptional()
  @IsInt({ message: 'The expected version must be a whole number' })
  expectedVersion?: number | null;
}
