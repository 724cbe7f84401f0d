import { stringify } from 'csv-stringify/sync';
import { AppError, badInput } from '../../common/errors';
import { type ImportColumn, readCsvFile } from '../../common/csv-file';
import { checkPackingList, type OrderCell, type PackedCarton } from './packing-list';

/**
 * A packing list as CSV (issue 23): one line per carton row and cell, the row's cartons, weights and
 * dimensions repeated on each of its lines. Spreadsheets open it as is (UTF-8 with a byte-order
 * mark, CRLF); importing reads the same columns, in any order, with comma or semicolon.
 */
const COLUMNS: ImportColumn[] = [
  { key: 'row', label: 'Row', required: true, help: 'The packing-list row: lines with the same row are one kind of carton.' },
  { key: 'cartons', label: 'Cartons', required: true, aliases: ['cartonCount'], help: 'Identical cartons in the row.' },
  { key: 'colour', label: 'Colour', required: false, aliases: ['color'], help: 'A colour of the order’s grid.' },
  { key: 'size', label: 'Size', required: false, help: 'A size of the order’s grid.' },
  { key: 'unitsPerCarton', label: 'Units per carton', required: true, aliases: ['quantity', 'qty'], help: 'Units of the colour and size in each carton.' },
  { key: 'grossKg', label: 'Gross kg', required: true, aliases: ['grossWeightKg'], help: 'Gross weight of one carton.' },
  { key: 'netKg', label: 'Net kg', required: true, aliases: ['netWeightKg'], help: 'Net weight of one carton.' },
  { key: 'lengthCm', label: 'Length cm', required: true, help: 'Carton length.' },
  { key: 'widthCm', label: 'Width cm', required: true, help: 'Carton width.' },
  { key: 'heightCm', label: 'Height cm', required: true, help: 'Carton height.' },
];

export function packingListCsv(cartons: readonly PackedCarton[]): string {
  const lines = cartons.flatMap((carton, i) =>
    carton.items.map((item) => [
      i + 1,
      carton.cartonCount,
      item.colour,
      item.size,
      item.quantity,
      carton.grossWeightKg,
      carton.netWeightKg,
      carton.lengthCm,
      carton.widthCm,
      carton.heightCm,
    ]),
  );
  return stringify([COLUMNS.map((c) => c.label), ...lines], { bom: true, record_delimiter: 'windows' });
}

/** Reads a packing list from CSV and checks it against the order's cells (a 400 naming the file line). */
export function readPackingListCsv(text: string, cells: readonly OrderCell[]): PackedCarton[] {
  const rows = readCsvFile(text, COLUMNS);
  const groups = new Map<string, { line: number; values: Record<string, string> }[]>();
  for (const { row, values, problem } of rows) {
    if (problem) throw badInput(`Line ${row}: ${problem}`, 'csv');
    if (!values.row) throw badInput(`Line ${row}: the Row column is empty`, 'csv');
    groups.set(values.row, [...(groups.get(values.row) ?? []), { line: row, values }]);
  }
  const raw = [...groups.values()].map((lines) => {
    const first = lines[0].values;
    return {
      cartonCount: first.cartons,
      grossWeightKg: first.grossKg,
      netWeightKg: first.netKg,
      lengthCm: first.lengthCm,
      widthCm: first.widthCm,
      heightCm: first.heightCm,
      items: lines.map(({ values }) => ({ colour: values.colour, size: values.size, quantity: values.unitsPerCarton })),
    };
  });
  try {
    return checkPackingList(raw, cells);
  } catch (error) {
    // The checks name the packing-list row and field; an import names the file instead.
    if (error instanceof AppError) throw badInput(error.message, 'csv');
    throw error;
  }
}
