import { IsArray, IsEnum, IsOptional, IsString, MaxLength } from 'class-validator';
import { Field, Float, InputType, ObjectType } from 'type-graphql';
import { AppError, type FieldError } from '../../common/errors';
import { MAX_MEASURE, type MeasurementChartData, PomUnit } from '../specifications';
import { DefectClass, type InspectionPiece, type PieceValue } from './inspection.entity';

/**
 * Measurements of sample pieces against the points of measure (POM) of the product's
 * specification (issue 23). Each measurement keeps the POM as it was measured (code, target of the
 * piece's size, tolerances), so a later edit of the chart never changes a recorded result. The
 * deviation and whether it is within tolerance are computed here, on read; a piece with any value
 * out of tolerance counts as one defect of type "Measurement out of tolerance" in its class
 * (major unless the inspector says otherwise) in the inspection's result.
 */

export const MEASUREMENT_DEFECT_TYPE = 'Measurement out of tolerance';

@ObjectType({ description: 'One value of a measured piece: the point of measure, the target, the deviation (computed).' })
export class PieceMeasurement {
  @Field()
  code!: string;

  @Field()
  description!: string;

  @Field(() => PomUnit)
  unit!: PomUnit;

  @Field(() => Float, { description: "The target of the piece's size." })
  target!: number;

  @Field(() => Float)
  toleranceMinus!: number;

  @Field(() => Float)
  tolerancePlus!: number;

  @Field(() => Float, { description: 'What was measured.' })
  value!: number;

  @Field(() => Float, { description: 'value − target (rounded to 0.001).' })
  deviation!: number;

  @Field({ description: '−toleranceMinus ≤ deviation ≤ +tolerancePlus (the edges are within).' })
  withinTolerance!: boolean;
}

/** value − target, rounded so that binary fractions (50.7 − 50.4) do not cross a tolerance edge. */
const deviationOf = (value: number, target: number) => Math.round((value - target) * 1000) / 1000;

/** Each value of a piece with its deviation and verdict. */
export function measurementsOf(piece: Pick<InspectionPiece, 'values'>): PieceMeasurement[] {
  return piece.values.map((v) => {
    const deviation = deviationOf(v.value, v.target);
    return { ...v, deviation, withinTolerance: deviation >= -v.toleranceMinus && deviation <= v.tolerancePlus };
  });
}

/** A piece is a defect when any of its values is out of tolerance. */
export const isOutOfTolerance = (piece: Pick<InspectionPiece, 'values'>) =>
  measurementsOf(piece).some((m) => !m.withinTolerance);

/** The pieces out of tolerance, as defects of their class (for the inspection's result). */
export function measurementDefects(pieces: readonly InspectionPiece[]): { defectClass: DefectClass; quantity: number }[] {
  return pieces.filter(isOutOfTolerance).map((piece) => ({ defectClass: piece.defectClass, quantity: 1 }));
}

@InputType({ description: 'A measured value for one point of measure.' })
export class PomValueInput {
  @Field()
  code!: string;

  @Field(() => Float)
  value!: number;
}

/** A sample piece: its size, then a value per point of measure. */
@InputType()
export class MeasuredPieceInput {
  @Field({ description: 'A size of the measurement chart.' })
  @IsString({ message: 'Please choose the size of the piece' })
  @MaxLength(20, { message: 'Please choose a size of the chart' })
  size!: string;

  @Field(() => [PomValueInput], { description: 'One value per point of measure measured (at least one).' })
  @IsArray({ message: 'The values must be a list' })
  values!: PomValueInput[];

  @Field(() => DefectClass, { nullable: true, description: 'The class it counts in when out of tolerance (default Major).' })
  @IsOptional()
  @IsEnum(DefectClass, { message: 'Please choose a defect class: Critical, Major or Minor' })
  defectClass?: DefectClass | null;
}

/** The sizes of an order's colour × size grid (the sizes it ordered). */
type Grid = { sizes: readonly string[] } | null | undefined;

/**
 * The chart as an order's inspection measures against it: with a colour × size grid, only the sizes
 * the order has (those of the chart's columns, in the chart's order), so an inspector measures what
 * was ordered; without a grid, every size of the chart.
 */
export function chartForOrder<T extends MeasurementChartData>(chart: T | null, grid: Grid): T | null {
  if (!chart || !grid?.sizes.length) return chart;
  const ordered = new Set(grid.sizes.map((size) => size.trim().toLowerCase()));
  const sizes = chart.sizes.filter((size) => ordered.has(size.toLowerCase()));
  return { ...chart, sizes, points: chart.points.map((p) => ({ ...p, targets: p.targets.filter((t) => sizes.includes(t.size)) })) };
}

/**
 * Checks a piece against the chart: a size of the chart, known codes each measured once, positive
 * numbers. Answers the values as stored (with the POM of the piece's size), or a 400 naming every
 * field at fault (`size`, `values.1.code`, `values.0.value`).
 */
export function checkPiece(chart: MeasurementChartData, input: MeasuredPieceInput, grid?: Grid): { size: string; values: PieceValue[] } {
  const problems: FieldError[] = [];
  const fail = (field: string, message: string) => problems.push({ field, message });
  const size = chart.sizes.find((s) => s.toLowerCase() === input.size.trim().toLowerCase());
  if (!size)
    fail(
      'size',
      grid?.sizes.length
        ? `The size must be one of the order's sizes on the chart: ${chart.sizes.join(', ') || 'none'}`
        : `The size must be one of the chart: ${chart.sizes.join(', ')}`,
    );
  if (input.values.length === 0) fail('values', 'Enter at least one measurement');
  const seen = new Set<string>();
  const values: PieceValue[] = [];
  input.values.forEach((raw, i) => {
    const entry = raw !== null && typeof raw === 'object' ? (raw as unknown as Record<string, unknown>) : {};
    const code = typeof entry.code === 'string' ? entry.code.trim() : '';
    const point = chart.points.find((p) => p.code.toLowerCase() === code.toLowerCase());
    if (!point) return fail(`values.${i}.code`, `${code || 'The code'} is not a point of measure of the chart`);
    if (seen.has(point.code)) return fail(`values.${i}.code`, `${point.code} is measured twice`);
    seen.add(point.code);
    const value = entry.value;
    if (typeof value !== 'number' || !Number.isFinite(value)) return fail(`values.${i}.value`, `${point.code} must be a number`);
    if (value <= 0 || value > MAX_MEASURE) return fail(`values.${i}.value`, `${point.code} must be more than 0 and at most ${MAX_MEASURE}`);
    const target = size ? point.targets.find((t) => t.size === size) : undefined;
    if (!target) return;
    const { code: pomCode, description, unit, toleranceMinus, tolerancePlus } = point;
    values.push({ code: pomCode, description, unit, target: target.value, toleranceMinus, tolerancePlus, value });
  });
  if (problems.length) {
    const error = new AppError('BAD_USER_INPUT', problems[0].message, problems[0].field);
    error.fields = problems;
    throw error;
  }
  // In the chart's order.
  const order = chart.points.map((p) => p.code);
  values.sort((a, b) => order.indexOf(a.code) - order.indexOf(b.code));
  return { size: size!, values };
}
