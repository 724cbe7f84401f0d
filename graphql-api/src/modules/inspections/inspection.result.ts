import { Field, Float, Int, ObjectType } from 'type-graphql';
import { samplingPlan } from './aql';
import { DEFECT_CLASSES, DefectClass, type Inspection, type InspectionDefect, type InspectionPiece } from './inspection.entity';
import { measurementDefects } from './inspection.measurements';

@ObjectType({ description: 'One defect class of an inspection: its sampling plan and what was found.' })
export class InspectionClassResult {
  @Field(() => DefectClass)
  defectClass!: DefectClass;

  @Field(() => Float)
  aql!: number;

  @Field({ description: 'Sample size code letter of the plan used (after the table’s arrows).' })
  codeLetter!: string;

  @Field(() => Int)
  sampleSize!: number;

  @Field(() => Int, { description: 'Accept with this many defects or fewer.' })
  accept!: number;

  @Field(() => Int, { description: 'Reject with this many defects or more.' })
  reject!: number;

  @Field(() => Int, { description: 'Defects of this class recorded so far (with the pieces measured out of tolerance).' })
  found!: number;

  @Field(() => Int, { description: 'Of found: sample pieces measured out of tolerance (Measurement out of tolerance).' })
  fromMeasurements!: number;

  @Field({ description: 'found is at most accept.' })
  passed!: boolean;
}

const aqlOf = (inspection: Inspection, defectClass: DefectClass) =>
  defectClass === DefectClass.Critical
    ? inspection.aqlCritical
    : defectClass === DefectClass.Major
      ? inspection.aqlMajor
      : inspection.aqlMinor;

type Counted = Pick<InspectionDefect, 'defectClass' | 'quantity'>;
const countOf = (defects: readonly Counted[], defectClass: DefectClass) =>
  defects.filter((d) => d.defectClass === defectClass).reduce((sum, d) => sum + d.quantity, 0);

/**
 * Each class's plan (ISO 2859-1, single, normal) and its verdict on the defects recorded and the
 * sample pieces measured out of tolerance (each one defect of its class).
 */
export function classResults(
  inspection: Inspection,
  defects: readonly Counted[],
  pieces: readonly InspectionPiece[] = [],
): InspectionClassResult[] {
  const measured = measurementDefects(pieces);
  return DEFECT_CLASSES.map((defectClass) => {
    const aql = aqlOf(inspection, defectClass);
    const plan = samplingPlan(inspection.lotSize, inspection.level, aql);
    const fromMeasurements = countOf(measured, defectClass);
    const found = countOf(defects, defectClass) + fromMeasurements;
    return { defectClass, aql, ...plan, found, fromMeasurements, passed: found <= plan.accept };
  });
}

/** The sample to draw: the largest of the classes' plans. */
export const sampleSizeOf = (results: readonly InspectionClassResult[]) =>
  Math.max(...results.map((r) => r.sampleSize));

export const allPassed = (results: readonly InspectionClassResult[]) => results.every((r) => r.passed);
