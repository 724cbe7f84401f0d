import {
  IsEnum,
  IsIn,
  IsInt,
  IsISO8601,
  IsNumber,
  IsOptional,
  IsString,
  Matches,
  MaxLength,
  Min,
  NotEquals,
} from 'class-validator';
import { ArgsType, Field, Float, Int, registerEnumType } from 'type-graphql';
import { PRODUCT_CATEGORIES } from '../products';

/** The Inventory screen's tabs (SPEC.md 2.6); low = above 0 and under the reorder point. */
export enum InventoryTab {
  ALL = 'ALL',
  IN_STOCK = 'IN_STOCK',
  LOW_STOCK = 'LOW_STOCK',
  OUT_OF_STOCK = 'OUT_OF_STOCK',
}
registerEnumType(InventoryTab, { name: 'InventoryTab' });

/** An item's stock level against its reorder point. */
export enum InventoryStatus {
  IN_STOCK = 'IN_STOCK',
  LOW_STOCK = 'LOW_STOCK',
  OUT_OF_STOCK = 'OUT_OF_STOCK',
}
registerEnumType(InventoryStatus, { name: 'InventoryStatus' });

export const INVENTORY_SORTS = [
  'name',
  'sku',
  'onHand',
  'reorderPoint',
  'price',
  'createdAt',
] as const;
export type InventorySort = (typeof INVENTORY_SORTS)[number];

const DATE_MESSAGE = 'Dates must be given as YYYY-MM-DD';

@ArgsType()
export class InventoryListArgs {
  @Field(() => InventoryTab, { nullable: true, description: 'Defaults to ALL.' })
  @IsOptional()
  @IsEnum(InventoryTab, { message: 'Unknown tab' })
  tab?: InventoryTab | null;

  @Field(() => String, { nullable: true, description: 'Part of the product name or SKU.' })
  @IsOptional()
  @IsString()
  @MaxLength(200, { message: 'Search text is too long' })
  search?: string | null;

  @Field(() => String, { nullable: true })
  @IsOptional()
  @IsIn([...PRODUCT_CATEGORIES, 'all', ''], { message: 'Unknown category' })
  category?: string | null;

  @Field(() => Int, { nullable: true })
  @IsOptional()
  @IsInt({ message: 'Vendor must be an id' })
  vendorId?: number | null;

  @Field(() => String, { nullable: true, description: 'Added on or after, YYYY-MM-DD.' })
  @IsOptional()
  @IsISO8601({ strict: true }, { message: DATE_MESSAGE })
  @Matches(/^\d{4}-\d{2}-\d{2}$/, { message: DATE_MESSAGE })
  addedFrom?: string | null;

  @Field(() => String, { nullable: true, description: 'Added on or before, YYYY-MM-DD.' })
  @IsOptional()
  @IsISO8601({ strict: true }, { message: DATE_MESSAGE })
  @Matches(/^\d{4}-\d{2}-\d{2}$/, { message: DATE_MESSAGE })
  addedTo?: string | null;

  @Field(() => Float, { nullable: true })
  @IsOptional()
  @IsNumber({}, { message: 'Minimum price must be a number' })
  minPrice?: number | null;

  @Field(() => Float, { nullable: true })
  @IsOptional()
  @IsNumber({}, { message: 'Maximum price must be a number' })
  maxPrice?: number | null;

  @Field(() => String, {
    nullable: true,
    description: 'name, sku, onHand, reorderPoint, price or createdAt (default name).',
  })
  @IsOptional()
  @IsIn(INVENTORY_SORTS, { message: 'Unknown sort column' })
  sortBy?: InventorySort | null;

  @Field(() => String, { nullable: true, description: 'asc (default) or desc.' })
  @IsOptional()
  @IsIn(['asc', 'desc'], { message: 'Direction must be asc or desc' })
  direction?: 'asc' | 'desc' | null;
}

const ReorderPoint = () => (target: object, key: string | symbol) => {
  Min(0, { message: 'Reorder point cannot be negative' })(target, key);
  IsInt({ message: 'Reorder point must be a whole number' })(target, key);
};

@ArgsType()
export class TrackProductArgs {
  @Field(() => Int, { description: 'A catalog product.' })
  @IsInt({ message: 'Product is required' })
  productId!: number;

  @Field(() => Int, { defaultValue: 0, description: 'The opening quantity on hand.' })
  @IsOptional()
  @IsInt({ message: 'Quantity must be a whole number' })
  @Min(0, { message: 'Quantity cannot be negative' })
  onHand?: number;

  @Field(() => Int, { defaultValue: 100, description: 'Below this, the item is low on stock.' })
  @IsOptional()
  @ReorderPoint()
  reorderPoint?: number;
}

@ArgsType()
export class AdjustInventoryArgs {
  @Field(() => Int)
  @IsInt({ message: 'Inventory item is required' })
  itemId!: number;

  @Field(() => Int, { description: 'Added (positive) or removed (negative) units.' })
  @IsInt({ message: 'Adjustment must be a whole number' })
  @NotEquals(0, { message: 'Adjustment cannot be zero' })
  delta!: number;

  @Field({ description: 'Why the quantity changed (kept in the ledger).' })
  @IsString({ message: 'Reason is required' })
  @Matches(/\S/, { message: 'Reason is required' })
  @MaxLength(500, { message: 'Reason must be at most 500 characters' })
  reason!: string;
}

@ArgsType()
export class ReorderPointArgs {
  @Field(() => Int)
  @IsInt({ message: 'Inventory item is required' })
  itemId!: number;

  @Field(() => Int)
  @ReorderPoint()
  reorderPoint!: number;
}
