import { describe, expect, it } from '@jest/globals';
import { gridTotal, parseSpreadsheet } from './sizeGrid';

describe('parseSpreadsheet', () => {
  it('reads a header row of sizes and a row per colour, as a spreadsheet copies them', () => {
    const text = '\tS\tM\tL\r\nNavy\t10\t1,200\t\r\nWhite\t5\t 6 \t7\r\n';
    const result = parseSpreadsheet(text);
    expect(result).toEqual({
      grid: { colours: ['Navy', 'White'], sizes: ['S', 'M', 'L'], quantities: [[10, 1200, 0], [5, 6, 7]] },
    });
    expect('grid' in result && gridTotal(result.grid)).toBe(1228);
  });

  it('explains what is wrong', () => {
    expect(parseSpreadsheet('10\t20')).toEqual({
      error: 'Paste a header row of sizes and one row per colour, with the colour first.',
    });
    expect(parseSpreadsheet('\tS\tM\nNavy\t1\tten')).toEqual({ error: 'Navy / M: "ten" is not a whole number.' });
    expect(parseSpreadsheet('\tS\n\t4')).toEqual({ error: 'Every row needs a colour in its first cell.' });
  });
});
