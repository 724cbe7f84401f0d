import { IsArray, IsBoolean, IsInt, IsOptional, IsString, MaxLength } from 'class-validator';
import { Field, InputType, Int } from 'type-graphql';
import { MilestoneOwner } from './milestone.entity';

@InputType()
export class MilestoneStepInput {
  @Field()
  name!: string;

  @Field(() => MilestoneOwner)
  owner!: MilestoneOwner;

  @Field(() => Int)
  offsetDays!: number;
}

/** Create (no id) or replace (id) a time-and-action template; admins only. */
@InputType()
export class MilestoneTemplateInput {
  @Field(() => Int, { nullable: true })
  @IsOptional()
  @IsInt()
  id?: number | null;

  @Field()
  @IsString({ message: 'Please enter a template name' })
  @MaxLength(200, { message: 'Template name must be at most 200 characters' })
  name!: string;

  @Field(() => Boolean, { nullable: true, description: 'Make it the template new orders get.' })
  @IsOptional()
  @IsBoolean()
  isDefault?: boolean | null;

  @Field(() => [MilestoneStepInput])
  @IsArray({ message: 'A template needs at least one step' })
  steps!: MilestoneStepInput[];
}
