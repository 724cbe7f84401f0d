import { Field, Float, InputType, Int, ObjectType } from 'type-graphql';
import { AppError, type FieldError } from '../../common/errors';
import {
  type MeasurementChartData,
  PomUnit,
  type SpecPointOfMeasure,
  type Specification,
} from './specification.entity';

/**
 * A specification's measurement chart (points of measure, POM): rows of POM (code, description,
 * unit, tolerance minus / plus) with a target per size (the chart's columns). The one place for its
 * rules: `checkMeasurementChart` answers every problem as a 400 naming the row or size field.
 */

export const MAX_CHART_SIZES = 30;
export const MAX_POINTS_OF_MEASURE = 100;
/** The largest target, tolerance or measured value accepted (in cm or inches). */
export const MAX_MEASURE = 10_000;

@ObjectType({ description: "A point of measure's target for one size." })
export class PomTarget {
  @Field()
  size!: string;

  @Field(() => Float)
  value!: number;
}

@ObjectType({ description: 'A row of a measurement chart: where to measure, its tolerance and a target per size.' })
export class PointOfMeasure {
  @Field({ description: 'Short code, unique in the chart (e.g. A).' })
  code!: string;

  @Field({ description: 'Where and how to measure (e.g. Chest width 1 cm below armhole).' })
  description!: string;

  @Field(() => PomUnit)
  unit!: PomUnit;

  @Field(() => Float, { description: 'How far below the target a measurement may be (positive).' })
  toleranceMinus!: number;

  @Field(() => Float, { description: 'How far above the target a measurement may be (positive).' })
  tolerancePlus!: number;

  @Field(() => [PomTarget], { description: "One per size of the chart, in the chart's order." })
  targets!: PomTarget[];
}

@ObjectType({ description: "A specification's measurement chart: sizes as columns, points of measure as rows." })
export class MeasurementChart {
  @Field(() => [String], { description: 'The sizes (columns), in order.' })
  sizes!: string[];

  @Field(() => [PointOfMeasure], { description: 'The points of measure (rows), in order.' })
  points!: PointOfMeasure[];
}

@ObjectType({ description: 'The measurement chart an inspection measures against: its specification and version.' })
export class SpecMeasurementChart extends MeasurementChart {
  @Field(() => Int)
  specificationId!: number;

  @Field()
  specificationTitle!: string;

  @Field(() => Int)
  specificationVersion!: number;
}

@InputType()
export class PomTargetInput {
  @Field()
  size!: string;

  @Field(() => Float)
  value!: number;
}

@InputType()
export class PointOfMeasureInput {
  @Field()
  code!: string;

  @Field()
  description!: string;

  @Field(() => PomUnit)
  unit!: PomUnit;

  @Field(() => Float)
  toleranceMinus!: number;

  @Field(() => Float)
  tolerancePlus!: number;

  @Field(() => [PomTargetInput])
  targets!: PomTargetInput[];
}

@InputType({ description: 'A whole measurement chart; it replaces the one there was.' })
export class MeasurementChartInput {
  @Field(() => [String])
  sizes!: string[];

  @Field(() => [PointOfMeasureInput])
  points!: PointOfMeasureInput[];
}

export const EMPTY_CHART: MeasurementChartData = { sizes: [], points: [] };

const isRecord = (value: unknown): value is Record<string, unknown> =>
  value !== null && typeof value === 'object' && !Array.isArray(value);

/** A positive number up to MAX_MEASURE, or the problem. */
function measureProblem(value: unknown, what: string): string | null {
  if (typeof value !== 'number' || !Number.isFinite(value)) return `${what} must be a number`;
  if (value <= 0) return `${what} must be more than 0`;
  if (value > MAX_MEASURE) return `${what} must be at most ${MAX_MEASURE}`;
  return null;
}

/** Trimmed text of 1 to `max` characters, or the problem. */
function textProblem(value: unknown, what: string, max: number): string | null {
  if (typeof value !== 'string' || !value.trim()) return `${what} is required`;
  if (value.trim().length > max) return `${what} must be at most ${max} characters`;
  return null;
}

/**
 * Checks a measurement chart and answers it tidied: sizes named and unique, codes unique, a unit
 * of cm or inch, positive tolerances, and one numeric target per size of the chart in every row.
 * Every problem is a field of the 400 (`prefix.sizes.1`, `prefix.points.0.tolerancePlus`,
 * `prefix.points.2.targets.M`), the first one its message.
 */
export function checkMeasurementChart(raw: unknown, prefix = 'measurementChart'): MeasurementChartData {
  const at = (path: string) => (prefix ? `${prefix}.${path}` : path);
  const problems: FieldError[] = [];
  const fail = (field: string, message: string) => problems.push({ field: at(field), message });
  const input = isRecord(raw) ? raw : {};
  if (!isRecord(raw)) fail('sizes', 'The measurement chart must be an object with sizes and points');
  const rawSizes = Array.isArray(input.sizes) ? input.sizes : [];
  const rawPoints = Array.isArray(input.points) ? input.points : [];
  if (isRecord(raw) && !Array.isArray(input.sizes)) fail('sizes', 'The sizes must be a list');
  if (isRecord(raw) && !Array.isArray(input.points)) fail('points', 'The points of measure must be a list');
  if (rawSizes.length > MAX_CHART_SIZES) fail('sizes', `A chart has at most ${MAX_CHART_SIZES} sizes`);
  if (rawPoints.length > MAX_POINTS_OF_MEASURE)
    fail('points', `A chart has at most ${MAX_POINTS_OF_MEASURE} points of measure`);

  const sizes: string[] = [];
  const sizeKeys = new Map<string, string>();
  rawSizes.forEach((value, i) => {
    const problem = textProblem(value, `Size ${i + 1}`, 20);
    if (problem) return fail(`sizes.${i}`, problem);
    const size = (value as string).trim();
    if (sizeKeys.has(size.toLowerCase())) return fail(`sizes.${i}`, `The size ${size} is in the chart twice`);
    sizeKeys.set(size.toLowerCase(), size);
    sizes.push(size);
  });
  if (rawPoints.length > 0 && rawSizes.length === 0) fail('sizes', 'Add at least one size to the chart');

  const codes = new Set<string>();
  const points: MeasurementChartData['points'] = [];
  rawPoints.forEach((value, i) => {
    const row = isRecord(value) ? value : {};
    const name = typeof row.code === 'string' && row.code.trim() ? row.code.trim() : `row ${i + 1}`;
    const before = problems.length;
    const codeProblem = textProblem(row.code, 'The code', 10);
    if (codeProblem) fail(`points.${i}.code`, `${codeProblem} (row ${i + 1})`);
    else if (codes.has(name.toLowerCase())) fail(`points.${i}.code`, `The code ${name} is in the chart twice`);
    codes.add(name.toLowerCase());
    const descriptionProblem = textProblem(row.description, `The description of ${name}`, 200);
    if (descriptionProblem) fail(`points.${i}.description`, descriptionProblem);
    if (row.unit !== PomUnit.cm && row.unit !== PomUnit.inch) fail(`points.${i}.unit`, `The unit of ${name} must be cm or inch`);
    for (const side of ['toleranceMinus', 'tolerancePlus'] as const) {
      const problem = measureProblem(row[side], `The ${side === 'toleranceMinus' ? 'minus' : 'plus'} tolerance of ${name}`);
      if (problem) fail(`points.${i}.${side}`, problem);
    }
    const byKey = new Map<string, number>();
    const rawTargets = Array.isArray(row.targets) ? row.targets : [];
    if (!Array.isArray(row.targets)) fail(`points.${i}.targets`, `The targets of ${name} must be a list`);
    rawTargets.forEach((target, j) => {
      const cell = isRecord(target) ? target : {};
      const size = typeof cell.size === 'string' ? cell.size.trim() : '';
      const known = sizeKeys.get(size.toLowerCase());
      if (!known) return fail(`points.${i}.targets.${size || j}`, `${name}: the size ${size || '(none)'} is not a size of the chart`);
      if (byKey.has(known)) return fail(`points.${i}.targets.${known}`, `${name}: the size ${known} has two targets`);
      const problem = measureProblem(cell.value, `${name} in ${known}`);
      if (problem) return fail(`points.${i}.targets.${known}`, problem);
      byKey.set(known, cell.value as number);
    });
    for (const size of sizes)
      if (!byKey.has(size) && !problems.some((p) => p.field === at(`points.${i}.targets.${size}`)))
        fail(`points.${i}.targets.${size}`, `Enter the target of ${name} in ${size}`);
    if (problems.length > before) return;
    points.push({
      code: name,
      description: (row.description as string).trim(),
      unit: row.unit as PomUnit,
      toleranceMinus: row.toleranceMinus as number,
      tolerancePlus: row.tolerancePlus as number,
      targets: sizes.map((size) => ({ size, value: byKey.get(size)! })),
    });
  });
  if (problems.length) {
    const error = new AppError('BAD_USER_INPUT', problems[0].message, problems[0].field);
    error.fields = problems;
    throw error;
  }
  return { sizes, points };
}

const pointOf = (row: SpecPointOfMeasure): MeasurementChartData['points'][number] => ({
  code: row.code,
  description: row.description,
  unit: row.unit,
  toleranceMinus: row.toleranceMinus,
  tolerancePlus: row.tolerancePlus,
  targets: row.targets,
});

/** A specification's chart from its loaded points of measure. */
export function chartOf(spec: Specification): MeasurementChartData {
  const points = spec.pointsOfMeasure.isInitialized() ? spec.pointsOfMeasure.getItems() : [];
  return { sizes: [...(spec.measurementSizes ?? [])], points: points.map(pointOf) };
}
