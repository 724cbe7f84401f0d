import styled from 'styled-components';
import { DataTable } from 'mfe-shared';

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

const StyledScroll = styled.div`
  width: 100%;
  overflow-x: auto;
  caption {
    text-align: left;
    padding-bottom: ${({ theme }) => theme.space.sm};
    font-weight: ${({ theme }) => theme.font.weight.semibold};
  }
  td {
    text-align: right;
    white-space: nowrap;
    font-variant-numeric: tabular-nums;
  }
  th[scope='col']:not(:first-child) {
    text-align: right;
  }
  th[scope='row'] {
    font-weight: ${({ theme }) => theme.font.weight.semibold};
    color: inherit;
    min-width: 12rem;
  }
`;

/**
 * The measurement chart, read-only: one row per point of measure, one column per size, as a grid
 * of numbers the way a tech pack has it. It fits its card at 1280 px; in a narrower box it scrolls
 * sideways (the box is focusable, so the keyboard scrolls it too).
 */
export function MeasurementChartTable({ chart, caption = 'Measurement chart' }: { chart: ChartData; caption?: string }) {
  return (
    <StyledScroll tabIndex={0} role="region" aria-label={`${caption}, scrolls sideways`}>
      <DataTable>
        <caption>{caption}</caption>
        <thead>
          <tr>
            <th scope="col">Point of measure</th>
            <th scope="col">Tolerance</th>
            {chart.sizes.map((size) => (
              <th scope="col" key={size}>
                {size}
              </th>
            ))}
          </tr>
        </thead>
        <tbody>
          {chart.points.map((p) => (
            <tr key={p.code}>
              <th scope="row">
                {p.code} · {p.description}
              </th>
              <td>
                {toleranceText(p)} {p.unit}
              </td>
              {chart.sizes.map((size) => (
                <td key={size}>{p.targets.find((t) => t.size === size)?.value ?? '-'}</td>
              ))}
            </tr>
          ))}
        </tbody>
      </DataTable>
    </StyledScroll>
  );
}
