import { Field, InputType, Int, ObjectType } from 'type-graphql';
import { badInput } from '../../common/errors';

export const MAX_ORDER_QUANTITY = 10_000_000;
const MAX_COLOURS = 50;
const MAX_SIZES = 30;

/** An order's quantities by colourway (rows) and size (columns); the order's quantity is the sum. */
@ObjectType({ description: 'Quantities by colourway (rows) × size (columns).' })
export class SizeBreakdown {
  @Field(() => [String])
  colours!: string[];

  @Field(() => [String])
  sizes!: string[];

  @Field(() => [[Int]], { description: 'One row per colour, one cell per size.' })
  quantities!: number[][];
}

@InputType()
export class SizeBreakdownInput {
  @Field(() => [String])
  colours!: string[];

  @Field(() => [String])
  sizes!: string[];

  @Field(() => [[Int]])
  quantities!: number[][];
}

function labels(raw: unknown, what: 'colour' | 'size', max: number): string[] {
  if (!Array.isArray(raw) || raw.length === 0) throw badInput(`Add at least one ${what} to the grid`, 'breakdown');
  if (raw.length > max) throw badInput(`The grid has at most ${max} ${what}s`, 'breakdown');
  const seen = new Set<string>();
  return raw.map((value) => {
    const text = typeof value === 'string' ? value.trim() : '';
    if (!text) throw badInput(`Every ${what} in the grid needs a name`, 'breakdown');
    if (text.length > 100) throw badInput(`A ${what} name must be at most 100 characters`, 'breakdown');
    const key = text.toLowerCase();
    if (seen.has(key)) throw badInput(`The ${what} "${text}" is in the grid twice`, 'breakdown');
    seen.add(key);
    return text;
  });
}

/**
 * Checks a size × colour grid and answers it tidied with its total: names unique and present,
 * one whole, non-negative quantity per cell, a total from 1 to 10,000,000.
 */
export function checkBreakdown(raw: unknown): { breakdown: SizeBreakdown; total: number } {
  if (raw === null || typeof raw !== 'object' || Array.isArray(raw))
    throw badInput('The size × colour grid is not valid', 'breakdown');
  const input = raw as Record<string, unknown>;
  const colours = labels(input.colours, 'colour', MAX_COLOURS);
  const sizes = labels(input.sizes, 'size', MAX_SIZES);
  const rows = input.quantities;
  if (!Array.isArray(rows) || rows.length !== colours.length)
    throw badInput('The grid needs one row of quantities per colour', 'breakdown');
  let total = 0;
  const quantities = rows.map((row, r) => {
    if (!Array.isArray(row) || row.length !== sizes.length)
      throw badInput(`The row of ${colours[r]} needs one quantity per size`, 'breakdown');
    return row.map((cell, c) => {
      const value = cell === null || cell === '' ? 0 : cell;
      if (typeof value !== 'number' || !Number.isInteger(value) || value < 0)
        throw badInput(`${colours[r]} / ${sizes[c]}: the quantity must be a whole number, 0 or more`, 'breakdown');
      total += value;
      return value;
    });
  });
  if (total < 1) throw badInput('Quantity must be at least 1', 'breakdown');
  if (total > MAX_ORDER_QUANTITY) throw badInput('Quantity must be at most 10,000,000', 'breakdown');
  return { breakdown: { colours, sizes, quantities }, total };
}
