import { registerEnumType } from 'type-graphql';

/**
 * Acceptance sampling by ISO 2859-1 / ANSI/ASQ Z1.4: single sampling plans, normal inspection,
 * general inspection levels I, II and III. The standard's tables are kept here as data, as printed:
 * Table I (lot size → sample size code letter), the code letters' sample sizes and Table II-A
 * (code letter × AQL → acceptance number, or an arrow to follow).
 */
export enum InspectionLevel {
  I = 'I',
  II = 'II',
  III = 'III',
}
registerEnumType(InspectionLevel, {
  name: 'InspectionLevel',
  description: 'General inspection level of ISO 2859-1 / Z1.4 (II is the usual one).',
});

export const CODE_LETTERS = ['A', 'B', 'C', 'D', 'E', 'F', 'G', 'H', 'J', 'K', 'L', 'M', 'N', 'P', 'Q', 'R'] as const;
export type CodeLetter = (typeof CODE_LETTERS)[number];

/** Table I: the upper bound of each lot-size range and its code letter at levels I, II and III. */
const LOT_SIZE_TABLE: readonly [maxLot: number, I: CodeLetter, II: CodeLetter, III: CodeLetter][] = [
  [8, 'A', 'A', 'B'],
  [15, 'A', 'B', 'C'],
  [25, 'B', 'C', 'D'],
  [50, 'C', 'D', 'E'],
  [90, 'C', 'E', 'F'],
  [150, 'D', 'F', 'G'],
  [280, 'E', 'G', 'H'],
  [500, 'F', 'H', 'J'],
  [1200, 'G', 'J', 'K'],
  [3200, 'H', 'K', 'L'],
  [10000, 'J', 'L', 'M'],
  [35000, 'K', 'M', 'N'],
  [150000, 'L', 'N', 'P'],
  [500000, 'M', 'P', 'Q'],
  [Infinity, 'N', 'Q', 'R'],
];

/** Sample size of each code letter (Table II-A). */
export const SAMPLE_SIZE: Record<CodeLetter, number> = {
  A: 2, B: 3, C: 5, D: 8, E: 13, F: 20, G: 32, H: 50,
  J: 80, K: 125, L: 200, M: 315, N: 500, P: 800, Q: 1250, R: 2000,
};

/** The AQL columns of Table II-A, in order. */
export const AQL_VALUES = [
  0.01, 0.015, 0.025, 0.04, 0.065, 0.1, 0.15, 0.25, 0.4, 0.65, 1, 1.5, 2.5, 4, 6.5,
  10, 15, 25, 40, 65, 100, 150, 250, 400, 650, 1000,
] as const;

/**
 * Table II-A, one row per code letter, one cell per AQL column (0.010 … 1000): the acceptance
 * number (the rejection number is always one more in single sampling), 'v' for "use the first
 * sampling plan below the arrow" and '^' for "use the first sampling plan above the arrow".
 */
// prettier-ignore
const TABLE_II_A: Record<CodeLetter, string> = {
  //   .010 .015 .025 .040 .065 .10 .15 .25 .40 .65 1.0 1.5 2.5 4.0 6.5 10  15  25  40  65  100 150 250 400 650 1000
  A: ' v  v  v  v  v  v  v  v  v  v  v  v  v  v  0  ^  v  1  2  3  5  7 10 14 21 30',
  B: ' v  v  v  v  v  v  v  v  v  v  v  v  v  0  ^  v  1  2  3  5  7 10 14 21 30 44',
  C: ' v  v  v  v  v  v  v  v  v  v  v  v  0  ^  v  1  2  3  5  7 10 14 21 30 44  ^',
  D: ' v  v  v  v  v  v  v  v  v  v  v  0  ^  v  1  2  3  5  7 10 14 21 30 44  ^  ^',
  E: ' v  v  v  v  v  v  v  v  v  v  0  ^  v  1  2  3  5  7 10 14 21 30 44  ^  ^  ^',
  F: ' v  v  v  v  v  v  v  v  v  0  ^  v  1  2  3  5  7 10 14 21  ^  ^  ^  ^  ^  ^',
  G: ' v  v  v  v  v  v  v  v  0  ^  v  1  2  3  5  7 10 14 21  ^  ^  ^  ^  ^  ^  ^',
  H: ' v  v  v  v  v  v  v  0  ^  v  1  2  3  5  7 10 14 21  ^  ^  ^  ^  ^  ^  ^  ^',
  J: ' v  v  v  v  v  v  0  ^  v  1  2  3  5  7 10 14 21  ^  ^  ^  ^  ^  ^  ^  ^  ^',
  K: ' v  v  v  v  v  0  ^  v  1  2  3  5  7 10 14 21  ^  ^  ^  ^  ^  ^  ^  ^  ^  ^',
  L: ' v  v  v  v  0  ^  v  1  2  3  5  7 10 14 21  ^  ^  ^  ^  ^  ^  ^  ^  ^  ^  ^',
  M: ' v  v  v  0  ^  v  1  2  3  5  7 10 14 21  ^  ^  ^  ^  ^  ^  ^  ^  ^  ^  ^  ^',
  N: ' v  v  0  ^  v  1  2  3  5  7 10 14 21  ^  ^  ^  ^  ^  ^  ^  ^  ^  ^  ^  ^  ^',
  P: ' v  0  ^  v  1  2  3  5  7 10 14 21  ^  ^  ^  ^  ^  ^  ^  ^  ^  ^  ^  ^  ^  ^',
  Q: ' 0  ^  v  1  2  3  5  7 10 14 21  ^  ^  ^  ^  ^  ^  ^  ^  ^  ^  ^  ^  ^  ^  ^',
  // The last row has no plan below: where the diagonal would point down (0.015) the table gives 1/2.
  R: ' ^  1  1  2  3  5  7 10 14 21  ^  ^  ^  ^  ^  ^  ^  ^  ^  ^  ^  ^  ^  ^  ^  ^',
};

export type TableCell = number | 'v' | '^';

const CELLS: Record<CodeLetter, TableCell[]> = Object.fromEntries(
  CODE_LETTERS.map((letter) => [
    letter,
    TABLE_II_A[letter]
      .trim()
      .split(/\s+/)
      .map((cell) => (cell === 'v' || cell === '^' ? cell : Number(cell))),
  ]),
) as Record<CodeLetter, TableCell[]>;

/** The printed cell of Table II-A (an acceptance number or an arrow). */
export function tableCell(letter: CodeLetter, aql: number): TableCell {
  return CELLS[letter][AQL_VALUES.indexOf(aql as (typeof AQL_VALUES)[number])];
}

export const isStandardAql = (aql: number) => (AQL_VALUES as readonly number[]).includes(aql);

/** The sample size code letter of a lot (Table I). */
export function codeLetterFor(lotSize: number, level: InspectionLevel): CodeLetter {
  const column = level === InspectionLevel.I ? 1 : level === InspectionLevel.II ? 2 : 3;
  const row = LOT_SIZE_TABLE.find(([max]) => lotSize <= max)!;
  return row[column] as CodeLetter;
}

/** A single sampling plan: inspect `sampleSize` units; accept with `accept` defects or fewer. */
export type SamplingPlan = { codeLetter: CodeLetter; sampleSize: number; accept: number; reject: number };

/**
 * The plan of a code letter and AQL, following the table's arrows: an arrow cell uses the first
 * plan below (or above) it, with that plan's code letter and sample size. An up arrow in the top
 * row has no row above: the plan it stands for is the one to its left (the same sample size).
 */
export function planFor(letter: CodeLetter, aql: number): SamplingPlan {
  if (!isStandardAql(aql)) throw new RangeError(`${aql} is not an AQL of the table`);
  let row = CODE_LETTERS.indexOf(letter);
  let column = AQL_VALUES.indexOf(aql as (typeof AQL_VALUES)[number]);
  for (;;) {
    const cell = CELLS[CODE_LETTERS[row]][column];
    if (typeof cell === 'number') {
      const codeLetter = CODE_LETTERS[row];
      return { codeLetter, sampleSize: SAMPLE_SIZE[codeLetter], accept: cell, reject: cell + 1 };
    }
    if (cell === 'v') row += 1;
    else if (row > 0) row -= 1;
    else column -= 1;
  }
}

/**
 * The lot's code letter, then the plan for the AQL (an AQL of 0: none accepted, at the code
 * letter's sample size). When the sample size reaches the lot size, every unit is inspected.
 */
export function samplingPlan(lotSize: number, level: InspectionLevel, aql: number): SamplingPlan {
  const letter = codeLetterFor(lotSize, level);
  const plan =
    aql === 0
      ? { codeLetter: letter, sampleSize: SAMPLE_SIZE[letter], accept: 0, reject: 1 }
      : planFor(letter, aql);
  return { ...plan, sampleSize: Math.min(plan.sampleSize, lotSize) };
}
