import { badInput } from '../../common/errors';
import { units } from '../../common/words';
import type { OrderRow } from '../orders';

/** A colour × size cell of an order and the units ordered ("" and "" when the order has no grid). */
export type OrderCell = { colour: string; size: string; ordered: number };

/** A checked packing-list row: identical cartons, each holding `items`. */
export type PackedCarton = {
  cartonCount: number;
  grossWeightKg: number;
  netWeightKg: number;
  lengthCm: number;
  widthCm: number;
  heightCm: number;
  items: { colour: string; size: string; quantity: number }[];
};

/** Units of a cell in a shipment. */
export type CellUnits = { colour: string; size: string; units: number };

export const MAX_CARTON_ROWS = 500;
const MAX_CARTONS = 100_000;
const MAX_PER_CARTON = 100_000;
const MAX_KG = 1_000;
const MAX_CM = 1_000;

export const cellKey = (cell: { colour: string; size: string }) => `${cell.colour.toLowerCase()}\u0000${cell.size.toLowerCase()}`;

/** How people name a cell: "Navy / M", or "All units" when the order has no grid. */
export const cellName = (cell: { colour: string; size: string }) =>
  cell.colour || cell.size ? `${cell.colour} / ${cell.size}` : 'All units';

/** The cells of an order with something ordered: its grid's, or one cell of its quantity. */
export function orderCells(order: OrderRow): OrderCell[] {
  const grid = order.sizeBreakdown;
  if (!grid) return [{ colour: '', size: '', ordered: order.quantity }];
  return grid.colours
    .flatMap((colour, r) => grid.sizes.map((size, c) => ({ colour, size, ordered: grid.quantities[r]?.[c] ?? 0 })))
    .filter((cell) => cell.ordered > 0);
}

/** The most and the least of a cell that may ship with the buyer's over/under tolerance (a percentage). */
export const mostOf = (ordered: number, tolerance: number) => Math.floor((ordered * (100 + tolerance)) / 100 + 1e-9);
export const leastOf = (ordered: number, tolerance: number) => Math.ceil((ordered * (100 - tolerance)) / 100 - 1e-9);

function number(raw: unknown, field: string, what: string, max: number, whole: boolean): number {
  const value = typeof raw === 'string' && raw.trim() !== '' ? Number(raw) : raw;
  if (typeof value !== 'number' || !Number.isFinite(value) || (whole && !Number.isInteger(value)))
    throw badInput(`${what} must be ${whole ? 'a whole number' : 'a number'}`, field);
  if (value <= 0) throw badInput(`${what} must be more than 0`, field);
  if (value > max) throw badInput(`${what} must be at most ${max.toLocaleString('en-US')}`, field);
  return value;
}

/**
 * Checks a packing list against the order's cells: each row's carton count, weights (net at most
 * gross), dimensions and contents (cells of the order, each once per row, whole units). Answers the
 * rows tidied (cell names as the order spells them); a 400 naming the row and field otherwise.
 */
export function checkPackingList(raw: unknown, cells: readonly OrderCell[]): PackedCarton[] {
  if (!Array.isArray(raw) || raw.length === 0) throw badInput('Add at least one row of cartons to the packing list', 'cartons');
  if (raw.length > MAX_CARTON_ROWS) throw badInput(`A packing list has at most ${MAX_CARTON_ROWS} rows`, 'cartons');
  const byKey = new Map(cells.map((cell) => [cellKey(cell), cell]));
  const gridless = cells.length === 1 && !cells[0].colour && !cells[0].size;
  return raw.map((row, i) => {
    const at = `cartons[${i}]`;
    const name = `Packing list row ${i + 1}`;
    if (row === null || typeof row !== 'object' || Array.isArray(row)) throw badInput(`${name} is not valid`, at);
    const input = row as Record<string, unknown>;
    const carton: PackedCarton = {
      cartonCount: number(input.cartonCount, `${at}.cartonCount`, `${name}: the carton count`, MAX_CARTONS, true),
      grossWeightKg: number(input.grossWeightKg, `${at}.grossWeightKg`, `${name}: the gross weight`, MAX_KG, false),
      netWeightKg: number(input.netWeightKg, `${at}.netWeightKg`, `${name}: the net weight`, MAX_KG, false),
      lengthCm: number(input.lengthCm, `${at}.lengthCm`, `${name}: the length`, MAX_CM, false),
      widthCm: number(input.widthCm, `${at}.widthCm`, `${name}: the width`, MAX_CM, false),
      heightCm: number(input.heightCm, `${at}.heightCm`, `${name}: the height`, MAX_CM, false),
      items: [],
    };
    if (carton.netWeightKg > carton.grossWeightKg)
      throw badInput(`${name}: the net weight cannot be more than the gross weight`, `${at}.netWeightKg`);
    if (!Array.isArray(input.items) || input.items.length === 0)
      throw badInput(`${name}: say what each carton holds`, `${at}.items`);
    if (input.items.length > cells.length * 2 + 10) throw badInput(`${name}: too many contents`, `${at}.items`);
    const seen = new Set<string>();
    input.items.forEach((item, j) => {
      const field = `${at}.items[${j}]`;
      if (item === null || typeof item !== 'object' || Array.isArray(item)) throw badInput(`${name}: contents are not valid`, field);
      const { colour, size, quantity } = item as Record<string, unknown>;
      const wanted = { colour: typeof colour === 'string' ? colour.trim() : '', size: typeof size === 'string' ? size.trim() : '' };
      const cell = gridless && !wanted.colour && !wanted.size ? cells[0] : byKey.get(cellKey(wanted));
      if (!cell) throw badInput(`${name}: ${cellName(wanted)} is not a colour and size of this order`, field);
      if (seen.has(cellKey(cell))) throw badInput(`${name}: ${cellName(cell)} is listed twice`, field);
      seen.add(cellKey(cell));
      if (quantity === 0 || quantity === '0' || quantity === null || quantity === '') return;
      const units = number(quantity, `${field}.quantity`, `${name}: the units of ${cellName(cell)} per carton`, MAX_PER_CARTON, true);
      carton.items.push({ colour: cell.colour, size: cell.size, quantity: units });
    });
    if (carton.items.length === 0) throw badInput(`${name}: each carton must hold at least one unit`, `${at}.items`);
    return carton;
  });
}

/** The units of each cell a packing list ships (carton count × units per carton, summed over rows). */
export function unitsOf(cartons: readonly PackedCarton[]): CellUnits[] {
  const totals = new Map<string, CellUnits>();
  for (const carton of cartons)
    for (const item of carton.items) {
      const found = totals.get(cellKey(item)) ?? { colour: item.colour, size: item.size, units: 0 };
      found.units += item.quantity * carton.cartonCount;
      totals.set(cellKey(item), found);
    }
  return [...totals.values()];
}

/**
 * The buyer's over tolerance, per cell: what earlier shipments sent plus this one may not pass the
 * ordered quantity by more than `tolerance` percent (a 400 naming the cell).
 */
export function checkTolerance(
  shipping: readonly CellUnits[],
  cells: readonly OrderCell[],
  shippedBefore: ReadonlyMap<string, number>,
  tolerance: number,
): void {
  const byKey = new Map(cells.map((cell) => [cellKey(cell), cell]));
  for (const line of shipping) {
    const cell = byKey.get(cellKey(line))!;
    const before = shippedBefore.get(cellKey(line)) ?? 0;
    const most = mostOf(cell.ordered, tolerance);
    if (before + line.units > most)
      throw badInput(
        `${cellName(cell)}: ${units(before + line.units)} shipped${before ? ` (${units(before)} before this shipment)` : ''} of ${units(cell.ordered)} ordered is over the ${tolerance}% tolerance: at most ${units(most)}`,
        'cartons',
      );
  }
}

/** Whether every cell of the order has shipped at least its ordered quantity less the under tolerance. */
export const fullyShipped = (cells: readonly OrderCell[], shipped: ReadonlyMap<string, number>, tolerance: number) =>
  cells.every((cell) => (shipped.get(cellKey(cell)) ?? 0) >= leastOf(cell.ordered, tolerance));
