import { type MeasurementChartData, PomUnit } from './specification.entity';

type Row = [code: string, description: string, minus: number, plus: number, targets: number[]];

const chart = (unit: PomUnit, sizes: string[], rows: Row[]): MeasurementChartData => ({
  sizes,
  points: rows.map(([code, description, toleranceMinus, tolerancePlus, targets]) => ({
    code,
    description,
    unit,
    toleranceMinus,
    tolerancePlus,
    targets: sizes.map((size, i) => ({ size, value: targets[i] })),
  })),
});

/** The demo's measurement charts by product SKU (the crew neck tee in cm, the selvedge jeans in inches). */
export const DEMO_CHARTS: Record<string, MeasurementChartData> = {
  'DK-TS-001': chart(PomUnit.cm, ['S', 'M', 'L', 'XL'], [
    ['A', 'Chest width 1 cm below armhole', 1, 1, [48, 51, 54, 57]],
    ['B', 'Body length from high point shoulder', 1, 1.5, [70, 72, 74, 76]],
    ['C', 'Sleeve length from shoulder point', 0.5, 0.5, [19, 20, 21, 22]],
    ['D', 'Neck width seam to seam', 0.5, 0.5, [17, 17.5, 18, 18.5]],
  ]),
  'GZ-JN-001': chart(PomUnit.inch, ['30', '32', '34', '36'], [
    ['A', 'Waist, relaxed, edge to edge', 0.25, 0.25, [15, 16, 17, 18]],
    ['B', 'Inseam from crotch to hem', 0.5, 0.5, [32, 32, 32, 32]],
    ['C', 'Leg opening at hem', 0.25, 0.25, [7.25, 7.5, 7.75, 8]],
  ]),
};
