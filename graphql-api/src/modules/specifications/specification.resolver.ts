import { Reference } from '@mikro-orm/core';
import { Arg, Args, Ctx, FieldResolver, Int, Mutation, Query, Resolver, Root } from 'type-graphql';
import type { GqlContext } from '../../graphql/context';
import { Attachment } from '../files';
import { Product, type ProductRow } from '../products';
import { User, type UserRow } from '../users';
import { chartOf, MeasurementChart } from './measurement-chart';
import { SpecSection, Specification } from './specification.entity';
import type { SpecificationRow } from './specification.row';
import {
  CreateSpecificationInput,
  SpecificationsArgs,
  UpdateSpecificationInput,
} from './specification.inputs';
import {
  createSpecification,
  deleteSpecification,
  getSpecification,
  getSpecificationVersion,
  listSpecifications,
  specificationPermissions,
  specLoaders,
  updateSpecification,
} from './specification.service';
import { SpecificationPage, SpecVersion } from './specification.types';

/** The managed specification of a read row (for the fields a row does not carry). */
const entityOf = (ctx: GqlContext, spec: Specification | SpecificationRow): Promise<Specification> =>
  spec instanceof Specification
    ? Promise.resolve(spec)
    : ctx.em.findOneOrFail(Specification, spec.id);

/** GraphQL for the specifications module: thin, every rule is in the service. */
@Resolver(() => Specification)
export class SpecificationResolver {
  @Query(() => SpecificationPage, { description: 'Specifications the user may see, newest first.' })
  specifications(
    @Args() args: SpecificationsArgs,
    @Ctx() ctx: GqlContext,
  ): Promise<SpecificationPage> {
    return listSpecifications(ctx, { ...args });
  }

  @Query(() => Specification, { description: 'One specification (404 when not visible).' })
  specification(@Arg('id', () => Int) id: number, @Ctx() ctx: GqlContext): Promise<Specification> {
    return getSpecification(ctx, id);
  }

  @Query(() => SpecVersion, { description: 'The state of a specification before an edit.' })
  specificationVersion(
    @Arg('id', () => Int) id: number,
    @Arg('version', () => Int) version: number,
    @Ctx() ctx: GqlContext,
  ): Promise<SpecVersion> {
    return getSpecificationVersion(ctx, id, version);
  }

  @Mutation(() => Specification, { description: 'Creates a specification for a product.' })
  createSpecification(
    @Arg('input') input: CreateSpecificationInput,
    @Ctx() ctx: GqlContext,
  ): Promise<Specification> {
    return createSpecification(ctx, { ...input });
  }

  @Mutation(() => Specification, {
    description: 'Edits a specification, keeping the previous state as a version.',
  })
  updateSpecification(
    @Arg('input') input: UpdateSpecificationInput,
    @Ctx() ctx: GqlContext,
  ): Promise<Specification> {
    return updateSpecification(ctx, { ...input });
  }

  @Mutation(() => Int, {
    description: 'Deletes a specification with its sections, versions and files; answers its id.',
  })
  deleteSpecification(@Arg('id', () => Int) id: number, @Ctx() ctx: GqlContext): Promise<number> {
    return deleteSpecification(ctx, id);
  }

  @FieldResolver(() => Product, { description: 'The product it specifies.' })
  product(@Root() spec: Specification | SpecificationRow): ProductRow | Promise<Product> {
    // A read row (the header search's) carries its product; an entity loads it.
    if (!(spec instanceof Specification)) return spec.product;
    return Reference.create(spec.product).loadOrFail({ dataloader: true });
  }

  @FieldResolver(() => User, { description: 'Who wrote it.' })
  createdBy(@Root() spec: Specification | SpecificationRow): UserRow | Promise<User> {
    if (!(spec instanceof Specification)) return spec.createdBy;
    return Reference.create(spec.createdBy).loadOrFail({ dataloader: true });
  }

  @FieldResolver(() => String, { description: "The product's name." })
  async productName(@Root() spec: Specification | SpecificationRow): Promise<string> {
    return (await this.product(spec)).name;
  }

  @FieldResolver(() => [SpecSection], { description: 'In order.' })
  async sections(@Root() spec: Specification | SpecificationRow, @Ctx() ctx: GqlContext): Promise<SpecSection[]> {
    return (await (await entityOf(ctx, spec)).sections.load()).getItems();
  }

  @FieldResolver(() => MeasurementChart, {
    description: 'Points of measure (rows) with a target per size (columns); empty when it has none.',
  })
  async measurementChart(@Root() spec: Specification | SpecificationRow, @Ctx() ctx: GqlContext): Promise<MeasurementChart> {
    const entity = await entityOf(ctx, spec);
    await entity.pointsOfMeasure.load();
    return chartOf(entity);
  }

  @FieldResolver(() => Int, { description: 'How many sections it has.' })
  sectionCount(@Root() spec: Specification, @Ctx() ctx: GqlContext): Promise<number> {
    return specLoaders.sectionCount(ctx).load(spec.id);
  }

  @FieldResolver(() => Int, { description: 'Stored files and links.' })
  attachmentCount(@Root() spec: Specification, @Ctx() ctx: GqlContext): Promise<number> {
    return specLoaders.attachmentCount(ctx).load(spec.id);
  }

  @FieldResolver(() => [Attachment], { description: 'Newest first.' })
  attachments(@Root() spec: Specification, @Ctx() ctx: GqlContext): Promise<Attachment[]> {
    return specLoaders.attachments(ctx).load(spec.id);
  }

  @FieldResolver(() => Boolean, {
    description: 'The signed-in user may edit it (its sections, points of measure and files): its vendor, connected buyers. An invited inspector and admins only read.',
  })
  async mayEdit(@Root() spec: Specification | SpecificationRow, @Ctx() ctx: GqlContext): Promise<boolean> {
    return (await specificationPermissions(ctx, await entityOf(ctx, spec))).edit;
  }

  @FieldResolver(() => Boolean, { description: 'The signed-in user may delete it: those who may edit it, and admins.' })
  async mayDelete(@Root() spec: Specification | SpecificationRow, @Ctx() ctx: GqlContext): Promise<boolean> {
    return (await specificationPermissions(ctx, await entityOf(ctx, spec))).delete;
  }

  @FieldResolver(() => [SpecVersion], { description: 'Earlier versions, newest first.' })
  versions(@Root() spec: Specification, @Ctx() ctx: GqlContext): Promise<SpecVersion[]> {
    return specLoaders.versions(ctx).load(spec.id);
  }
}
