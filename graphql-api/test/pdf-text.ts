import { dirname, join } from 'node:path';

/** A piece of text on a PDF page: its string, where it starts and how wide it is (points). */
type Piece = { str: string; x: number; y: number; width: number };

/** Pieces on one baseline joined left to right, a space where they stand apart. */
function lineOf(pieces: Piece[]): string {
  let line = '';
  let end = -Infinity;
  for (const piece of [...pieces].sort((a, b) => a.x - b.x)) {
    if (line && piece.x - end > 1 && !line.endsWith(' ') && !piece.str.startsWith(' ')) line += ' ';
    line += piece.str;
    end = piece.x + piece.width;
  }
  return line.trim();
}

/**
 * What a PDF shows, read with pdf.js (tests only): its text as lines (top to bottom, page after
 * page; the cells of a table row on one line), the same lines page by page, and how many images
 * its pages draw.
 */
export async function pdfText(pdf: Uint8Array): Promise<{ text: string; images: number; pages: string[][] }> {
  const pdfjs = await import('pdfjs-dist/legacy/build/pdf.mjs');
  // The standard 14 fonts' metrics come with pdf.js (a PDF made with them does not embed them).
  const standardFontDataUrl = join(dirname(require.resolve('pdfjs-dist/package.json')), 'standard_fonts/');
  const task = pdfjs.getDocument({ data: new Uint8Array(pdf), standardFontDataUrl });
  const doc = await task.promise;
  const pages: string[][] = [];
  let images = 0;
  try {
    for (let number = 1; number <= doc.numPages; number++) {
      const page = await doc.getPage(number);
      const rows = new Map<number, Piece[]>();
      for (const item of (await page.getTextContent()).items) {
        if (!('str' in item) || item.str === '') continue;
        const y = Math.round(item.transform[5]);
        rows.set(y, [...(rows.get(y) ?? []), { str: item.str, x: item.transform[4], y, width: item.width }]);
      }
      pages.push([...rows.keys()].sort((a, b) => b - a).map((y) => lineOf(rows.get(y)!)));
      const { fnArray } = await page.getOperatorList();
      images += fnArray.filter((fn) => fn === pdfjs.OPS.paintImageXObject).length;
    }
  } finally {
    await task.destroy();
  }
  return { text: pages.flat().join('\n'), images, pages };
}
