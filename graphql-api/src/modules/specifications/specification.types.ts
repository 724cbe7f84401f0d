import { Field, Int, ObjectType } from 'type-graphql';
import { User } from '../users';
import { MeasurementChart } from './measurement-chart';
import { Specification } from './specification.entity';

@ObjectType('SpecificationPageInfo')
export class SpecificationPageInfo {
  @Field()
  hasNextPage!: boolean;

  @Field(() => String, { nullable: true, description: 'Pass as `after` to get the next page.' })
  endCursor!: string | null;
}

@ObjectType({ description: 'One page of specifications.' })
export class SpecificationPage {
  @Field(() => [Specification])
  nodes!: Specification[];

  @Field(() => Int, { description: 'All matches, over every page.' })
  totalCount!: number;

  @Field(() => SpecificationPageInfo)
  pageInfo!: SpecificationPageInfo;
}

@ObjectType({ description: 'A section as kept in a version snapshot.' })
export class SpecSectionSnapshot {
  @Field()
  title!: string;

  @Field()
  content!: string;
}

@ObjectType({ description: 'The state of a specification before an edit.' })
export class SpecSnapshotType {
  @Field()
  title!: string;

  @Field()
  details!: string;

  @Field(() => String, { nullable: true })
  description!: string | null;

  @Field(() => String, { nullable: true })
  category!: string | null;

  @Field(() => [SpecSectionSnapshot])
  sections!: SpecSectionSnapshot[];

  @Field(() => MeasurementChart, { description: 'The points of measure of this version (empty before there were charts).' })
  measurementChart!: MeasurementChart;
}

@ObjectType({ description: 'An earlier version of a specification: its state before an edit.' })
export class SpecVersion {
  @Field(() => Int)
  version!: number;

  @Field({ description: 'The title of this version.' })
  title!: string;

  @Field(() => User, { nullable: true, description: 'Who made the edit that replaced it.' })
  editedBy!: User | null;

  @Field({ description: 'When it was replaced.' })
  createdAt!: Date;

  @Field(() => SpecSnapshotType)
  snapshot!: SpecSnapshotType;
}
