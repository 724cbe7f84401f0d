import {
  AQL_VALUES,
  CODE_LETTERS,
  codeLetterFor,
  InspectionLevel,
  planFor,
  SAMPLE_SIZE,
  samplingPlan,
  tableCell,
} from './aql';

const { I, II, III } = InspectionLevel;

describe('ISO 2859-1 / Z1.4 Table I: sample size code letters', () => {
  // Each lot-size range by its bounds, and the letters of levels I, II and III (from the standard).
  const ranges: [number, number, string][] = [
    [2, 8, 'AAB'], [9, 15, 'ABC'], [16, 25, 'BCD'], [26, 50, 'CDE'], [51, 90, 'CEF'],
    [91, 150, 'DFG'], [151, 280, 'EGH'], [281, 500, 'FHJ'], [501, 1200, 'GJK'],
    [1201, 3200, 'HKL'], [3201, 10000, 'JLM'], [10001, 35000, 'KMN'], [35001, 150000, 'LNP'],
    [150001, 500000, 'MPQ'], [500001, 5000000, 'NQR'],
  ];
  it.each(ranges)('lots of %i to %i units get %s at levels I, II, III', (low, high, letters) => {
    for (const lot of [low, high]) {
      expect([I, II, III].map((level) => codeLetterFor(lot, level)).join('')).toBe(letters);
    }
  });

  it('knows every code letter’s sample size', () => {
    expect(CODE_LETTERS.map((letter) => SAMPLE_SIZE[letter])).toEqual([
      2, 3, 5, 8, 13, 20, 32, 50, 80, 125, 200, 315, 500, 800, 1250, 2000,
    ]);
  });
});

describe('Table II-A: single sampling plans, normal inspection', () => {
  it('reproduces the examples of issue 23', () => {
    const plans = (lot: number) =>
      [2.5, 4].map((aql) => {
        const plan = samplingPlan(lot, II, aql);
        return `${plan.codeLetter} ${plan.sampleSize} ${plan.accept}/${plan.reject}`;
      });
    expect(plans(10000)).toEqual(['L 200 10/11', 'L 200 14/15']);
    expect(plans(1500)).toEqual(['K 125 7/8', 'K 125 10/11']);
    expect(plans(500)).toEqual(['H 50 3/4', 'H 50 5/6']);
  });

  /**
   * A published copy of the table (level II lots, AQL 0.65 to 15; MIL-STD-105E Table II-A as
   * reproduced in the NIBS construction criteria, "AC-TABLE"): rejection numbers, 'v' and '^' arrows.
   */
  const published: Record<string, string> = {
    A: 'v v v v v 1 ^ v',
    B: 'v v v v 1 ^ v 2',
    C: 'v v v 1 ^ v 2 3',
    D: 'v v 1 ^ v 2 3 4',
    E: 'v 1 ^ v 2 3 4 6',
    F: '1 ^ v 2 3 4 6 8',
    G: '^ v 2 3 4 6 8 11',
    H: 'v 2 3 4 6 8 11 15',
    J: '2 3 4 6 8 11 15 22',
    K: '3 4 6 8 11 15 22 ^',
    L: '4 6 8 11 15 22 ^ ^',
    M: '6 8 11 15 22 ^ ^ ^',
    N: '8 11 15 22 ^ ^ ^ ^',
    P: '11 15 22 ^ ^ ^ ^ ^',
    Q: '15 22 ^ ^ ^ ^ ^ ^',
  };
  it.each(Object.entries(published))('row %s matches the published table for AQL 0.65 to 15', (letter, row) => {
    const cells = [0.65, 1, 1.5, 2.5, 4, 6.5, 10, 15].map((aql) => {
      const cell = tableCell(letter as never, aql);
      return typeof cell === 'number' ? String(cell + 1) : cell;
    });
    expect(cells.join(' ')).toBe(row);
  });

  it('has the plans with 30/31 and 44/45 only in the top rows of the highest AQLs', () => {
    const big = CODE_LETTERS.flatMap((letter) =>
      AQL_VALUES.filter((aql) => [30, 44].includes(tableCell(letter, aql) as number)).map(
        (aql) => `${letter}@${aql}=${tableCell(letter, aql) as number}`,
      ),
    );
    expect(big).toEqual([
      'A@1000=30', 'B@650=30', 'B@1000=44', 'C@400=30', 'C@650=44', 'D@250=30', 'D@400=44',
      'E@150=30', 'E@250=44',
    ]);
  });

  const grid = CODE_LETTERS.flatMap((letter) => AQL_VALUES.map((aql) => [letter, aql] as const));

  it.each(grid)('code letter %s at AQL %d gives a plan of the table, following its arrows', (letter, aql) => {
    const cell = tableCell(letter, aql);
    const plan = planFor(letter, aql);
    const row = CODE_LETTERS.indexOf(letter);
    const planRow = CODE_LETTERS.indexOf(plan.codeLetter);
    expect(plan.reject).toBe(plan.accept + 1);
    expect(plan.sampleSize).toBe(SAMPLE_SIZE[plan.codeLetter]);
    if (typeof cell === 'number') {
      expect(plan).toEqual({ codeLetter: letter, sampleSize: SAMPLE_SIZE[letter], accept: cell, reject: cell + 1 });
      return;
    }
    if (cell === 'v') {
      // The first plan below: every cell between is an arrow down.
      expect(planRow).toBeGreaterThan(row);
      for (let r = row; r < planRow; r++) expect(tableCell(CODE_LETTERS[r], aql)).toBe('v');
      expect(tableCell(plan.codeLetter, aql)).toBe(plan.accept);
    } else if (row > 0) {
      // The first plan above: every cell between is an arrow up.
      expect(planRow).toBeLessThan(row);
      for (let r = planRow + 1; r <= row; r++) expect(tableCell(CODE_LETTERS[r], aql)).toBe('^');
      expect(tableCell(plan.codeLetter, aql)).toBe(plan.accept);
    } else {
      // An up arrow in the top row: the plan to its left, at the same sample size.
      expect(plan).toEqual({ codeLetter: 'A', sampleSize: 2, accept: 0, reject: 1 });
    }
  });

  it('follows arrows to another sample size: lot 500 at AQL 0.65 uses J (80), 1/2', () => {
    expect(samplingPlan(500, II, 0.65)).toEqual({ codeLetter: 'J', sampleSize: 80, accept: 1, reject: 2 });
    expect(samplingPlan(150, II, 1)).toEqual({ codeLetter: 'E', sampleSize: 13, accept: 0, reject: 1 });
    expect(samplingPlan(10000, II, 10)).toEqual({ codeLetter: 'K', sampleSize: 125, accept: 21, reject: 22 });
  });

  it('accepts no critical defect (AQL 0) at the code letter’s sample size', () => {
    expect(samplingPlan(10000, II, 0)).toEqual({ codeLetter: 'L', sampleSize: 200, accept: 0, reject: 1 });
  });

  it('inspects every unit when the sample is as large as the lot', () => {
    expect(samplingPlan(5, II, 0.65)).toMatchObject({ codeLetter: 'F', sampleSize: 5, accept: 0, reject: 1 });
  });

  it('uses levels I and III', () => {
    expect(samplingPlan(10000, I, 2.5)).toEqual({ codeLetter: 'J', sampleSize: 80, accept: 5, reject: 6 });
    expect(samplingPlan(10000, III, 2.5)).toEqual({ codeLetter: 'M', sampleSize: 315, accept: 14, reject: 15 });
  });
});
