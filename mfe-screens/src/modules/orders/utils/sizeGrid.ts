/** An order's quantities by colourway (rows) × size (columns), as the API takes and answers it. */
export type SizeGrid = { colours: string[]; sizes: string[]; quantities: number[][] };

export const emptyGrid = (): SizeGrid => ({ colours: [''], sizes: ['S', 'M', 'L'], quantities: [[0, 0, 0]] });

export const gridTotal = (grid: SizeGrid) =>
  grid.quantities.reduce((sum, row) => sum + row.reduce((rowSum, cell) => rowSum + cell, 0), 0);

const number = (text: string): number | null => {
  const clean = text.trim().replace(/[\s,]/g, '');
  if (clean === '') return 0;
  return /^\d+$/.test(clean) ? Number(clean) : null;
};

/**
 * Cells copied from a spreadsheet (tab-separated rows): the first row names the sizes (its first
 * cell is the corner and is ignored), each next row starts with a colour and has one quantity per
 * size; empty cells are 0. Answers the grid, or an error a person can act on.
 */
export function parseSpreadsheet(text: string): { grid: SizeGrid } | { error: string } {
  const rows = text
    .replace(/\r/g, '')
    .split('\n')
    .filter((line) => line.trim() !== '')
    .map((line) => line.split('\t'));
  if (rows.length < 2 || rows[0].length < 2)
    return { error: 'Paste a header row of sizes and one row per colour, with the colour first.' };
  const sizes = rows[0].slice(1).map((cell) => cell.trim());
  const colours: string[] = [];
  const quantities: number[][] = [];
  for (const row of rows.slice(1)) {
    const colour = row[0].trim();
    if (!colour) return { error: 'Every row needs a colour in its first cell.' };
    const cells = sizes.map((_, index) => number(row[index + 1] ?? ''));
    const bad = cells.findIndex((cell) => cell === null);
    if (bad >= 0) return { error: `${colour} / ${sizes[bad]}: "${row[bad + 1].trim()}" is not a whole number.` };
    colours.push(colour);
    quantities.push(cells as number[]);
  }
  return { grid: { colours, sizes, quantities } };
}
