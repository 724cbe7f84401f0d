import {
  ArrayMaxSize,
  IsArray,
  IsEnum,
  IsInt,
  IsOptional,
  IsString,
  MaxLength,
} from 'class-validator';
import { Field, InputType, Int } from 'type-graphql';
import { SampleType } from './sample.entity';

export const MAX_SAMPLE_TEXT = 2000;
export const MAX_SAMPLE_PHOTOS = 10;
const TYPE_MESSAGE = 'Please choose a sample type: Proto, Fit, PP or TOP';

/** The buyer asks the vendor for a sample. */
@InputType()
export class SampleRequestInput {
  @Field(() => SampleType)
  @IsEnum(SampleType, { message: TYPE_MESSAGE })
  type!: SampleType;

  @Field(() => String, {
    nullable: true,
    description: 'What to look at, which colourway, where to send it.',
  })
  @IsOptional()
  @IsString({ message: 'The note must be text' })
  @MaxLength(MAX_SAMPLE_TEXT, { message: `The note must be at most ${MAX_SAMPLE_TEXT} characters` })
  note?: string | null;

  @Field(() => String, { nullable: true, description: 'YYYY-MM-DD' })
  @IsOptional()
  @IsString({ message: 'Please enter a valid due date' })
  dueDate?: string | null;
}

/**
 * The vendor submits a sample of a type: the open one of that type (requested, or rejected and
 * now resubmitted), or a new round when none is open. Photos are uploaded first
 * (POST /api/orders/{id}/samples/photos) and named here by id.
 */
@InputType()
export class SampleSubmissionInput {
  @Field(() => SampleType)
  @IsEnum(SampleType, { message: TYPE_MESSAGE })
  type!: SampleType;

  @Field(() => String, { nullable: true })
  @IsOptional()
  @IsString({ message: 'The comment must be text' })
  @MaxLength(MAX_SAMPLE_TEXT, {
    message: `The comment must be at most ${MAX_SAMPLE_TEXT} characters`,
  })
  comment?: string | null;

  @Field(() => [Int], { description: 'Ids of the photos uploaded for this submission (1 to 10).' })
  @IsArray({ message: 'Add at least one photo of the sample' })
  @ArrayMaxSize(MAX_SAMPLE_PHOTOS, {
    message: `At most ${MAX_SAMPLE_PHOTOS} photos per submission`,
  })
  @IsInt({ each: true, message: 'Photo ids must be whole numbers' })
  photoIds!: number[];
}
