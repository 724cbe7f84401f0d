import { useQuery } from '@apollo/client/react';
import styled, { useTheme } from 'styled-components';
import { Card, EmptyState, FormField, Select, Skeleton, type VendorScorecardsQuery } from 'mfe-shared';
import { VendorScorecardsDocument } from 'mfe-shared/operations';
import { productVendorLabel } from '../../products/productLabels';
import {
  currentPeriod,
  kindOf,
  type PeriodKind,
  periodChoices,
  scoreText,
  trendText,
  unitSuffix,
} from '../scorecardPeriods';
import { BarFigure } from './BarFigure';
import { CardHeader } from './CardHeader';
import { ChartCard, type DataColumn } from './ChartCard';

type Scorecards = VendorScorecardsQuery['vendorScorecards'];
type Score = Scorecards['vendors'][number]['scores'][number];
type Row = { vendor: Scorecards['vendors'][number]['vendor']; score: Score };

export type VendorScorecardsProps = {
  /** The analytics vendor filter ('' for every vendor in the caller's scope). */
  vendorId: string;
  /** The chosen period ('2026-11' or '2026-Q4'; '' for the current month). */
  period: string;
  onPeriodChange: (period: string) => void;
};

const StyledPickers = styled.div`
  display: flex;
  flex-wrap: wrap;
  gap: ${({ theme }) => theme.space.md};
`;

const StyledGrid = styled.div`
  display: grid;
  grid-template-columns: repeat(2, minmax(0, 1fr));
  gap: ${({ theme }) => theme.space.xl};

  @media (max-width: ${({ theme }) => theme.breakpoint.mobile}) {
    grid-template-columns: minmax(0, 1fr);
  }
`;

function columnsOf(scores: Scorecards): DataColumn<Row>[] {
  const now = scores.period.label;
  const before = scores.previousPeriod.label;
  return [
    { key: 'vendor', header: 'Vendor', value: (row) => productVendorLabel(row.vendor) },
    {
      key: 'value',
      header: now,
      value: (row) => scoreText(row.score.value, row.score.unit),
      align: 'right',
    },
    { key: 'count', header: `Measured (${now})`, value: (row) => row.score.count, align: 'right' },
    {
      key: 'previous',
      header: before,
      value: (row) => scoreText(row.score.previousValue, row.score.unit),
      align: 'right',
    },
    { key: 'change', header: 'Change', value: (row) => row.score.change, align: 'right' },
    { key: 'trend', header: 'Trend', value: (row) => trendText(row.score.trend) },
  ];
}

/**
 * Vendor scorecards on the analytics page: one figure per score (the server's list), each
 * vendor's value in the chosen month or quarter beside the one before, as a chart or a table,
 * with a CSV download. Buyers see their own orders' scores, vendors their own, admins all.
 */
export function VendorScorecards({ vendorId, period, onPeriodChange }: VendorScorecardsProps) {
  const theme = useTheme();
  const chosen = period || currentPeriod('month').key;
  const kind = kindOf(chosen);
  const { data, previousData, loading, error } = useQuery(VendorScorecardsDocument, {
    variables: { filter: { period: chosen, vendorId: vendorId ? Number(vendorId) : null } },
  });
  const scorecards = (data ?? previousData)?.vendorScorecards;
  const handleKind = (next: PeriodKind) => onPeriodChange(currentPeriod(next).key);
  const definitions = scorecards?.vendors[0]?.scores ?? [];

  return (
    <>
      <Card aria-labelledby="scorecards-title">
        <CardHeader $align="end">
          <div>
            <h2 id="scorecards-title">Vendor Scorecards</h2>
            <p>
              Each vendor&apos;s delivery, acknowledgement, sample, quality and shipped-quantity record
              in a month or quarter, against the period before it.
            </p>
          </div>
          <StyledPickers>
            <FormField label="Scorecard period type">
              <Select value={kind} onChange={(event) => handleKind(event.target.value as PeriodKind)}>
                <option value="month">Month</option>
                <option value="quarter">Quarter</option>
              </Select>
            </FormField>
            <FormField label="Scorecard period">
              <Select value={chosen} onChange={(event) => onPeriodChange(event.target.value)}>
                {periodChoices(kind).map((choice) => (
                  <option key={choice.key} value={choice.key}>
                    {choice.label}
                  </option>
                ))}
              </Select>
            </FormField>
          </StyledPickers>
        </CardHeader>
      </Card>
      {error && <Card role="alert">Could not load the vendor scorecards: {error.message}</Card>}
      {!scorecards && loading && <Skeleton $height="280px" />}
      {scorecards && !error && definitions.length === 0 && (
        <EmptyState
          title="No scores"
          text={`Nothing was delivered, acknowledged, reviewed or inspected in ${scorecards.period.label} or ${scorecards.previousPeriod.label}.`}
        />
      )}
      {scorecards && !error && definitions.length > 0 && (
        <StyledGrid aria-busy={loading} aria-label="Vendor scorecards">
          {definitions.map((definition, index) => {
            const rows = scorecards.vendors.map((card) => ({
              vendor: card.vendor,
              score: card.scores[index],
            }));
            const chartData = rows.map((row) => ({
              label: productVendorLabel(row.vendor),
              ...(row.score.value == null ? {} : { current: row.score.value }),
              ...(row.score.previousValue == null ? {} : { previous: row.score.previousValue }),
            }));
            return (
              <ChartCard
                key={definition.key}
                id={`scorecard-${definition.key}`}
                title={definition.label}
                description={`${definition.description} ${definition.higherIsBetter ? 'Higher' : 'Lower'} is better.`}
                rows={rows}
                columns={columnsOf(scorecards)}
                rowKey={(row) => row.vendor.id}
                fileName={`scorecard-${definition.key}-${scorecards.period.key}`}
                emptyText="No vendor in this period."
                chart={
                  <BarFigure
                    data={chartData}
                    series={[
                      {
                        key: 'previous',
                        name: scorecards.previousPeriod.label,
                        color: theme.color.muted,
                      },
                      { key: 'current', name: scorecards.period.label, color: theme.color.primary },
                    ]}
                    horizontal
                    unit={unitSuffix(definition.unit)}
                  />
                }
              />
            );
          })}
        </StyledGrid>
      )}
    </>
  );
}
