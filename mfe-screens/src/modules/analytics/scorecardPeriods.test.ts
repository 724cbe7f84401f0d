import { describe, expect, it } from '@jest/globals';
import { currentPeriod, kindOf, periodChoices, scoreText, trendText } from './scorecardPeriods';

describe('scorecard periods', () => {
  const today = new Date('2026-02-10T12:00:00Z');

  it('lists the current month and the eleven before it, across the year', () => {
    const months = periodChoices('month', today);
    expect(months).toHaveLength(12);
    expect(months.slice(0, 3)).toEqual([
      { key: '2026-02', label: 'Feb 2026' },
      { key: '2026-01', label: 'Jan 2026' },
      { key: '2025-12', label: 'Dec 2025' },
    ]);
  });

  it('lists the current quarter and the seven before it', () => {
    const quarters = periodChoices('quarter', today);
    expect(quarters.map((q) => q.key)).toEqual([
      '2026-Q1',
      '2025-Q4',
      '2025-Q3',
      '2025-Q2',
      '2025-Q1',
      '2024-Q4',
      '2024-Q3',
      '2024-Q2',
    ]);
    expect(currentPeriod('quarter', new Date('2026-12-31T23:00:00Z'))).toEqual({
      key: '2026-Q4',
      label: 'Q4 2026',
    });
    expect([kindOf('2026-Q4'), kindOf('2026-11')]).toEqual(['quarter', 'month']);
  });

  it('writes scores with their unit and trends with an arrow', () => {
    expect([
      scoreText(75, 'percent'),
      scoreText(15, 'hours'),
      scoreText(37.1, 'days'),
      scoreText(null, 'days'),
    ]).toEqual(['75%', '15 h', '37.1 d', '—']);
    expect([trendText('better'), trendText('worse'), trendText('same'), trendText(null)]).toEqual([
      '▲ better',
      '▼ worse',
      '= same',
      '—',
    ]);
  });
});
