import { parse } from 'csv-parse/sync';
import { badInput } from './errors';

/** The largest CSV file an import takes, and the most rows (DECISIONS.md 4: one transaction). */
export const MAX_IMPORT_BYTES = 1024 * 1024;
export const MAX_IMPORT_ROWS = 1000;

export const tooLarge = () =>
  Object.assign(
    new Error(
      `The file is larger than 1 MB. Split it into files of at most ${MAX_IMPORT_ROWS.toLocaleString('en-US')} rows.`,
    ),
    { statusCode: 413, code: 'PAYLOAD_TOO_LARGE' },
  );

/** One column an import reads: its key, how people write it in a header, and what it holds. */
export type ImportColumn = {
  key: string;
  label: string;
  required: boolean;
  /** Other header spellings, compared without case, spaces, dashes or underscores. */
  aliases?: string[];
  help: string;
};

/** A data row of the file: its row number in the file (the header is row 1) and its cells by column key. */
export type CsvRow = { row: number; values: Record<string, string>; problem?: string };

const squash = (text: string) => text.toLowerCase().replace(/[\s_-]+/g, '');

/** Comma, or semicolon when the header uses semicolons only (spreadsheets in many locales). */
function delimiterOf(text: string): string {
  const header = text.slice(0, text.search(/\r?\n|$/));
  return header.includes(';') && !header.includes(',') ? ';' : ',';
}

/**
 * Parses an import file: a header row naming the columns (any order, known names only) and up
 * to MAX_IMPORT_ROWS data rows. File-level problems (size, not CSV, unknown or missing columns,
 * no rows) throw a 400 or 413 in plain words; a row with the wrong number of cells carries a problem.
 */
export function readCsvFile(text: string, columns: ImportColumn[]): CsvRow[] {
  if (Buffer.byteLength(text) > MAX_IMPORT_BYTES) throw tooLarge();
  if (!text.trim())
    throw badInput(
      'The file is empty. Start from the template: a header row, then one row per record.',
    );
  let records: { record: string[]; info: { lines: number } }[];
  try {
    records = parse(text, {
      info: true,
      bom: true,
      delimiter: delimiterOf(text.replace(/^\uFEFF/, '')),
      skip_empty_lines: true,
      relax_column_count: true,
      trim: true,
    }) as unknown as typeof records;
  } catch (error) {
    throw badInput(`The file is not valid CSV: ${(error as Error).message}`);
  }
  const [first, ...data] = records;
  const header = first.record;
  const byName = new Map<string, ImportColumn>();
  for (const column of columns) {
    for (const name of [column.key, column.label, ...(column.aliases ?? [])])
      byName.set(squash(name), column);
  }
  const keys = header.map((name) => {
    const column = byName.get(squash(name));
    if (!column) {
      throw badInput(
        `Unknown column '${name}'. The columns are: ${columns.map((c) => c.key).join(', ')}.`,
      );
    }
    return column.key;
  });
  const duplicate = keys.find((key, index) => keys.indexOf(key) !== index);
  if (duplicate) throw badInput(`The column '${duplicate}' appears twice in the header.`);
  const missing = columns.filter((c) => c.required && !keys.includes(c.key)).map((c) => c.key);
  if (missing.length) {
    throw badInput(
      `The header has no ${missing.map((k) => `'${k}'`).join(', ')} column${missing.length > 1 ? 's' : ''}.`,
    );
  }
  if (data.length === 0) throw badInput('The file has a header but no rows to import.');
  if (data.length > MAX_IMPORT_ROWS) {
    throw badInput(
      `The file has ${data.length.toLocaleString('en-US')} rows; at most ${MAX_IMPORT_ROWS.toLocaleString('en-US')} can be imported at once. Split it into smaller files.`,
    );
  }
  return data.map(({ record: cells, info }) => {
    const values: Record<string, string> = {};
    keys.forEach((key, i) => (values[key] = cells[i] ?? ''));
    const problem =
      cells.length !== keys.length
        ? `It has ${cells.length} value${cells.length === 1 ? '' : 's'} but the header has ${keys.length} columns`
        : undefined;
    return { row: info.lines, values, problem };
  });
}

/** A header-only CSV naming the columns, for the template download. */
export const templateCsv = (columns: ImportColumn[]) =>
  `${columns.map((c) => c.key).join(',')}\r\n`;
