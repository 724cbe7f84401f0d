import { SortableTable, type TableColumn } from 'mfe-shared';

/** A measurement chart as the API answers it: sizes (columns) and points of measure (rows). */
export type ChartData = {
  sizes: string[];
  points: {
    code: string;
    description: string;
    unit: 'cm' | 'inch';
    toleranceMinus: number;
    tolerancePlus: number;
    targets: { size: string; value: number }[];
  }[];
};

type Point = ChartData['points'][number];

/** A tolerance as charts print it: −1 / +1.5. */
export const toleranceText = (point: Pick<Point, 'toleranceMinus' | 'tolerancePlus'>) =>
  `−${point.toleranceMinus} / +${point.tolerancePlus}`;

/** The chart as lines of text, for comparing versions: "A Chest width (cm, −1 / +1): S 48, M 51". */
export function chartText(chart: ChartData | null | undefined): string | null {
  if (!chart || chart.points.length === 0) return null;
  return chart.points
    .map((p) => `- **${p.code}** ${p.description} (${p.unit}, ${toleranceText(p)}): ${p.targets.map((t) => `${t.size} ${t.value}`).join(', ')}`)
    .join('\n');
}

/**
 * The measurement chart, read-only: one row per point of measure, one column per size. It fits
 * its card at 1280 px; under 768 px each point of measure is a card with its targets by size.
 */
export function MeasurementChartTable({ chart, caption = 'Measurement chart' }: { chart: ChartData; caption?: string }) {
  const columns: TableColumn<Point>[] = [
    { key: 'code', header: 'Point of measure', render: (p) => `${p.code} · ${p.description}` },
    { key: 'tolerance', header: 'Tolerance', nowrap: true, render: (p) => `${toleranceText(p)} ${p.unit}` },
    ...chart.sizes.map(
      (size): TableColumn<Point> => ({
        key: `size-${size}`,
        header: size,
        cardLabel: `Size ${size}`,
        align: 'right',
        nowrap: true,
        render: (p) => p.targets.find((t) => t.size === size)?.value ?? '-',
      }),
    ),
  ];
  return <SortableTable caption={caption} rows={chart.points} rowKey={(p) => p.code} columns={columns} />;
}
