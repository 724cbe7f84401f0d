import { Field, Float, Int, ObjectType } from 'type-graphql';
import { samplingPlan } from './aql';
import { DEFECT_CLASSES, DefectClass, type Inspection, type InspectionDefect } from './inspection.entity';

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

  @Field(() => Int, { description: 'Defects of this class recorded so far.' })
  found!: number;

  @Field({ description: 'found is at most accept.' })
  passed!: boolean;
}

const aqlOf = (inspection: Inspection, defectClass: DefectClass) =>
  defectClass === DefectClass.Critical
    ? inspection.aqlCritical
    : defectClass === DefectClass.Major
      ? inspection.aqlMajor
      : inspection.aqlMinor;

/** Each class's plan (ISO 2859-1, single, normal) and its verdict on the defects recorded. */
export function classResults(inspection: Inspection, defects: readonly InspectionDefect[]): InspectionClassResult[] {
  return DEFECT_CLASSES.map((defectClass) => {
    const aql = aqlOf(inspection, defectClass);
    const plan = samplingPlan(inspection.lotSize, inspection.level, aql);
    const found = defects.filter((d) => d.defectClass === defectClass).reduce((sum, d) => sum + d.quantity, 0);
    return { defectClass, aql, ...plan, found, passed: found <= plan.accept };
  });
}

/** The sample to draw: the largest of the classes' plans. */
export const sampleSizeOf = (results: readonly InspectionClassResult[]) =>
  Math.max(...results.map((r) => r.sampleSize));

export const allPassed = (results: readonly InspectionClassResult[]) => results.every((r) => r.passed);
