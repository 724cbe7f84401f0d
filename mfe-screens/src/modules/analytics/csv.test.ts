import { describe, expect, it } from '@jest/globals';
import { toCsv } from './csv';

describe('toCsv', () => {
  it('writes a header and one line per row, CRLF ended', () => {
    expect(
      toCsv(
        ['Status', 'Orders'],
        [
          ['Planning', 1],
          ['In Production', 12],
        ],
      ),
    ).toBe('Status,Orders\r\nPlanning,1\r\nIn Production,12\r\n');
  });

  it('quotes commas, quotes and line breaks, and leaves empty cells empty', () => {
    expect(toCsv(['Vendor', 'Note', 'Days'], [['Acme, Inc.', 'say "hi"\nthere', null]])).toBe(
      'Vendor,Note,Days\r\n"Acme, Inc.","say ""hi""\nthere",\r\n',
    );
  });
});
