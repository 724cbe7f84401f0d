import {
  IsBoolean,
  IsIn,
  IsInt,
  IsNumber,
  IsOptional,
  IsString,
  Matches,
  Max,
  MaxLength,
  Min,
  ValidateIf,
} from 'class-validator';
import { ArgsType, Field, Float, InputType, Int } from 'type-graphql';
import { allOf } from '../../common/validation';
import { PRODUCT_CATEGORIES } from './product.entity';

export const AVAILABILITIES = ['all', 'in-stock', 'out-of-stock'] as const;
export type Availability = (typeof AVAILABILITIES)[number];

/** Present (not undefined) fields are validated: an update may send only what changes. */
const present = (field: string) => ValidateIf((o) => o[field] !== undefined);

const text = (message: string, max: number, what: string) =>
  allOf(
    IsString({ message }),
    Matches(/\S/, { message }),
    MaxLength(max, { message: `${what} must be at most ${max} characters` }),
  );
const IsProductName = () => text('Product name is required', 200, 'Product name');
const IsSku = () => text('SKU is required', 64, 'SKU');

/** The product form's optional fields (SPEC.md 5), shared by create and update. */
@InputType('ProductFields', {
  description: 'Fields shared by ProductInput and ProductUpdateInput.',
})
class ProductFields {
  @Field(() => String, { nullable: true })
  @IsOptional()
  @IsString({ message: 'Description must be text' })
  @MaxLength(2000, { message: 'Description must be at most 2000 characters' })
  description?: string | null;

  @Field(() => String, { nullable: true, description: 't-shirts, jeans, hoodies or polos.' })
  @IsOptional()
  @IsIn([...PRODUCT_CATEGORIES, ''], { message: 'Unknown category' })
  category?: string | null;

  @Field(() => Boolean, { nullable: true, description: 'Defaults to true.' })
  @present('inStock')
  @IsBoolean({ message: 'In stock must be true or false' })
  inStock?: boolean;

  @Field(() => Int, { nullable: true, description: 'Defaults to 0.' })
  @present('stockQuantity')
  @IsInt({ message: 'Quantity must be a whole number' })
  @Min(0, { message: 'Quantity cannot be negative' })
  stockQuantity?: number;

  @Field(() => Float, { nullable: true, description: 'Unit price, 2 decimals.' })
  @IsOptional()
  @IsNumber({ maxDecimalPlaces: 2 }, { message: 'Price must be a number with at most 2 decimals' })
  @Min(0, { message: 'Price cannot be negative' })
  @Max(99_999_999, { message: 'Price is too large' })
  price?: number | null;

  @Field(() => String, { nullable: true })
  @IsOptional()
  @IsString({ message: 'Image URL must be text' })
  @Matches(/^(https?:\/\/|\/)/, { message: 'Image URL must start with http://, https:// or /' })
  @MaxLength(2000, { message: 'Image URL must be at most 2000 characters' })
  imageUrl?: string | null;
}

@InputType({ description: 'A new product: name and SKU are required.' })
export class ProductInput extends ProductFields {
  @Field(() => String)
  @IsProductName()
  name!: string;

  @Field(() => String, { description: 'Unique per vendor, case-insensitively.' })
  @IsSku()
  sku!: string;

  @Field(() => Int, {
    nullable: true,
    description: "The owner: a vendor's own id (or left out); required from an admin.",
  })
  @IsOptional()
  @IsInt({ message: 'Vendor is required' })
  vendorId?: number | null;
}

@InputType({ description: 'Product changes: fields left out keep their value.' })
export class ProductUpdateInput extends ProductFields {
  @Field(() => String, { nullable: true })
  @present('name')
  @IsProductName()
  name?: string;

  @Field(() => String, { nullable: true, description: 'Unique per vendor, case-insensitively.' })
  @present('sku')
  @IsSku()
  sku?: string;
}

@ArgsType()
export class ProductListArgs {
  @Field(() => String, { nullable: true, description: 'Part of the name or SKU.' })
  @IsOptional()
  @IsString()
  @MaxLength(200, { message: 'Search text is too long' })
  search?: string | null;

  @Field(() => String, { nullable: true })
  @IsOptional()
  @IsIn([...PRODUCT_CATEGORIES, 'all', ''], { message: 'Unknown category' })
  category?: string | null;

  @Field(() => String, { nullable: true, description: 'all, in-stock or out-of-stock.' })
  @IsOptional()
  @IsIn(AVAILABILITIES, { message: 'Availability must be all, in-stock or out-of-stock' })
  availability?: Availability | null;

  @Field(() => Int, { nullable: true })
  @IsOptional()
  @IsInt({ message: 'Vendor must be an id' })
  vendorId?: number | null;

  @Field(() => Float, { nullable: true })
  @IsOptional()
  @IsNumber({}, { message: 'Minimum price must be a number' })
  minPrice?: number | null;

  @Field(() => Float, { nullable: true })
  @IsOptional()
  @IsNumber({}, { message: 'Maximum price must be a number' })
  maxPrice?: number | null;

  @Field(() => Boolean, { nullable: true, description: 'Admins only: also archived products.' })
  @IsOptional()
  @IsBoolean()
  includeArchived?: boolean | null;

  @Field(() => Int, { nullable: true, description: 'Page size, 1 to 100 (default 20).' })
  @IsOptional()
  @IsInt({ message: 'first must be between 1 and 100' })
  @Min(1, { message: 'first must be between 1 and 100' })
  @Max(100, { message: 'first must be between 1 and 100' })
  first?: number | null;

  @Field(() => String, { nullable: true, description: 'The endCursor of the previous page.' })
  @IsOptional()
  @IsString()
  after?: string | null;
}
