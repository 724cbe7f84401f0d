import {
  Bar,
  BarChart,
  CartesianGrid,
  Legend,
  ResponsiveContainer,
  Tooltip,
  XAxis,
  YAxis,
} from 'recharts';
import { useTheme } from 'styled-components';

export type BarSeries = { key: string; name: string; color: string; stack?: string };

export type BarFigureProps = {
  /** One entry a bar group: its label and a number per series key. */
  data: ({ label: string } & Record<string, string | number>)[];
  series: BarSeries[];
  /** Horizontal bars (long labels such as vendor names). */
  horizontal?: boolean;
  /** Whole numbers only on the value axis (counts). */
  counts?: boolean;
  /** Unit after the values on the axis, e.g. ' d'. */
  unit?: string;
};

const HEIGHT = 280;
const LABEL_WIDTH = 140;
/** Room under vertical bars for their labels, turned so long ones (Sourcing Materials) never overlap. */
const LABEL_HEIGHT = 84;
const LABEL_ANGLE = -35;

/** The bar chart every analytics figure draws, in the theme's colours. */
export function BarFigure({
  data,
  series,
  horizontal = false,
  counts = false,
  unit,
}: BarFigureProps) {
  const theme = useTheme();
  const tick = { fill: theme.color.muted, fontSize: 12 };
  const labelAxis = horizontal ? (
    <YAxis type="category" dataKey="label" tick={tick} width={LABEL_WIDTH} />
  ) : (
    <XAxis dataKey="label" tick={{ ...tick, angle: LABEL_ANGLE, textAnchor: 'end' }} height={LABEL_HEIGHT} interval={0} />
  );
  const valueAxis = horizontal ? (
    <XAxis type="number" tick={tick} allowDecimals={!counts} unit={unit} />
  ) : (
    <YAxis tick={tick} allowDecimals={!counts} unit={unit} />
  );
  return (
    <ResponsiveContainer width="100%" height={horizontal ? HEIGHT : HEIGHT + LABEL_HEIGHT}>
      <BarChart data={data} layout={horizontal ? 'vertical' : 'horizontal'}>
        <CartesianGrid
          strokeDasharray="3 3"
          stroke={theme.color.border}
          vertical={horizontal}
          horizontal={!horizontal}
        />
        {labelAxis}
        {valueAxis}
        <Tooltip />
        {series.length > 1 && <Legend />}
        {series.map((bar) => (
          <Bar
            key={bar.key}
            dataKey={bar.key}
            name={bar.name}
            fill={bar.color}
            stackId={bar.stack}
          />
        ))}
      </BarChart>
    </ResponsiveContainer>
  );
}
