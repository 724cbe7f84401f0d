/**
 * The kept list of defect types an inspector picks from, per product category (the categories of
 * the catalog: t-shirts, jeans, hoodies, polos); every category also has the common ones.
 */
const COMMON = [
  'Broken stitch',
  'Skipped stitch',
  'Open seam',
  'Shade variation',
  'Stain or soiling',
  'Measurement out of tolerance',
  'Fabric hole or tear',
  'Wrong or missing label',
  'Loose thread',
  'Packing or folding error',
  'Sharp object or needle found',
];

const BY_CATEGORY: Record<string, string[]> = {
  't-shirts': ['Neck rib uneven', 'Twisted side seam', 'Print defect'],
  jeans: ['Rivet or button missing', 'Zipper defect', 'Wash variation', 'Uneven hem'],
  hoodies: ['Drawcord missing', 'Hood misaligned', 'Pilling', 'Print defect'],
  polos: ['Collar uneven', 'Placket puckering', 'Button missing', 'Embroidery defect'],
};

/** The defect types of a product category (the common ones for an unknown or empty category). */
export function defectTypesFor(category: string | null | undefined): string[] {
  return [...COMMON, ...(BY_CATEGORY[(category ?? '').trim().toLowerCase()] ?? [])];
}
