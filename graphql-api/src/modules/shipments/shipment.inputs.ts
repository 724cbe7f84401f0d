import { IsArray, IsEnum, IsNumber, IsOptional, IsString, Max, MaxLength, Min } from 'class-validator';
import { Field, Float, InputType, Int, ObjectType } from 'type-graphql';
import { ShipmentMode } from './shipment.entity';

export const MAX_SHIPMENT_TEXT = 2000;
const text = (what: string, max = MAX_SHIPMENT_TEXT) => ({ message: `The ${what} must be at most ${max} characters` });

@InputType({ description: 'Units of one colour × size in each carton of the row.' })
export class CartonItemInput {
  @Field(() => String, { nullable: true, description: 'A colour of the order’s grid (left out when it has none).' })
  colour?: string | null;

  @Field(() => String, { nullable: true, description: 'A size of the order’s grid (left out when it has none).' })
  size?: string | null;

  @Field(() => Int)
  quantity!: number;
}

/**
 * What a packing-list row says of its cartons, shared by the row a vendor sends (CartonInput) and
 * the row read from CSV (PackingListRow): how many identical cartons, their weights and size. Only
 * a base class: type-graphql copies its fields into the subclasses' types and leaves it out of the
 * schema (no field or argument names it).
 */
@InputType('CartonRowFieldsInput')
@ObjectType('CartonRowFields')
export abstract class CartonRowFields {
  @Field(() => Int)
  cartonCount!: number;

  @Field(() => Float, { description: 'Gross weight of one carton, kg.' })
  grossWeightKg!: number;

  @Field(() => Float, { description: 'Net weight of one carton, kg.' })
  netWeightKg!: number;

  @Field(() => Float)
  lengthCm!: number;

  @Field(() => Float)
  widthCm!: number;

  @Field(() => Float)
  heightCm!: number;
}

@InputType({ description: 'A packing-list row: identical cartons, each holding the same units.' })
export class CartonInput extends CartonRowFields {
  @Field(() => [CartonItemInput])
  items!: CartonItemInput[];
}

/** A shipment: the advance shipping notice and the packing list (checked row by row by the service). */
@InputType()
export class ShipmentInput {
  @Field(() => ShipmentMode)
  @IsEnum(ShipmentMode, { message: 'Please choose a mode: Sea, Air, Road or Courier' })
  mode!: ShipmentMode;

  @Field()
  @IsString({ message: 'Please enter the carrier' })
  @MaxLength(200, text('carrier', 200))
  carrier!: string;

  @Field({ description: 'Tracking number, or the bill of lading or air waybill number.' })
  @IsString({ message: 'Please enter the tracking or bill-of-lading number' })
  @MaxLength(200, text('tracking number', 200))
  trackingNumber!: string;

  @Field({ description: 'YYYY-MM-DD' })
  @IsString({ message: 'Please enter a valid ETD' })
  etd!: string;

  @Field({ description: 'YYYY-MM-DD' })
  @IsString({ message: 'Please enter a valid ETA' })
  eta!: string;

  @Field(() => String, { nullable: true })
  @IsOptional()
  @IsString({ message: 'The note must be text' })
  @MaxLength(MAX_SHIPMENT_TEXT, text('note'))
  note?: string | null;

  @Field(() => [CartonInput], { description: 'The packing list: rows of identical cartons.' })
  @IsArray({ message: 'Add at least one row of cartons to the packing list' })
  cartons!: unknown[];
}

@InputType({ description: 'What the buyer counted of one cell of a shipment.' })
export class ReceiptLineInput {
  @Field(() => String, { nullable: true })
  colour?: string | null;

  @Field(() => String, { nullable: true })
  size?: string | null;

  @Field(() => Int)
  received!: number;

  @Field(() => String, { nullable: true, description: 'Required when the count differs from what was shipped.' })
  note?: string | null;
}

/** A receipt: every cell as shipped (no lines), or the cells counted, with discrepancies noted. */
@InputType()
export class ShipmentReceiptInput {
  @Field(() => [ReceiptLineInput], {
    nullable: true,
    description: 'The cells counted; left out, every cell not yet received is received as shipped.',
  })
  @IsOptional()
  @IsArray({ message: 'The received lines must be a list' })
  lines?: unknown[] | null;
}

@InputType()
export class CloseShortInput {
  @Field()
  @IsString({ message: 'Please give a reason for closing the order short' })
  @MaxLength(MAX_SHIPMENT_TEXT, text('reason'))
  reason!: string;
}

@InputType()
export class PackingListCsvInput {
  @Field({ description: 'The CSV text (as exported: one row per carton row and cell).' })
  @IsString({ message: 'Please choose a CSV file' })
  @MaxLength(20_000, { message: 'The CSV file must be at most 20,000 characters' })
  csv!: string;
}

@InputType()
export class ShippingSettingsInput {
  @Field(() => Float, { description: 'Over/under tolerance on shipped quantities per cell, percent (0 to 50).' })
  @IsNumber({}, { message: 'The tolerance must be a number' })
  @Min(0, { message: 'The tolerance must be from 0 to 50 percent' })
  @Max(50, { message: 'The tolerance must be from 0 to 50 percent' })
  tolerancePercent!: number;
}
