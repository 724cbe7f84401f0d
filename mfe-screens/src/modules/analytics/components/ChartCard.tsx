import { useState, type ReactNode } from 'react';
import styled from 'styled-components';
import { Button, Card, EmptyState, SortableTable, type TableColumn } from 'mfe-shared';
import { downloadCsv, toCsv, type CsvValue } from '../csv';
import { CardHeader } from './CardHeader';

/** A column of a figure: its header, its value (for the table, sorting and the CSV), how it shows. */
export type DataColumn<Row> = {
  key: string;
  header: string;
  value: (row: Row) => CsvValue;
  /** The table cell, when it is more than the value (a link, a badge). */
  render?: (row: Row) => ReactNode;
  align?: 'left' | 'right';
};

export type ChartCardProps<Row> = {
  id: string;
  title: string;
  /** What is counted, and over which dates. */
  description: string;
  rows: Row[];
  columns: DataColumn<Row>[];
  rowKey: (row: Row) => string | number;
  /** The CSV file's name, without '.csv'. */
  fileName: string;
  /** The chart of the rows (drawn only in the chart view). */
  chart: ReactNode;
  emptyText: string;
  /** Under the figure, e.g. 'Showing 50 of 120'. */
  footnote?: ReactNode;
};

type View = 'chart' | 'table';

const StyledCard = styled(Card)`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space.md};
  min-width: 0;
`;

const StyledTools = styled.div`
  display: flex;
  flex-wrap: wrap;
  gap: ${({ theme }) => theme.space.sm};
`;

const StyledToggle = styled.div`
  display: inline-flex;
  border: 1px solid ${({ theme }) => theme.color.border};
  border-radius: ${({ theme }) => theme.radius.md};
  overflow: hidden;

  button {
    border: none;
    border-radius: 0;
  }
  button[aria-pressed='true'] {
    background: ${({ theme }) => theme.color.primary};
    color: ${({ theme }) => theme.color.primaryText};
  }
`;

const StyledFootnote = styled.p`
  margin: 0;
  color: ${({ theme }) => theme.color.muted};
  font-size: ${({ theme }) => theme.font.size.sm};
`;

const cellText = (value: CsvValue) => (value === null || value === undefined ? '—' : String(value));

/**
 * One figure of the analytics page: its chart, or the same rows as a table, and a CSV download of
 * those rows.
 */
export function ChartCard<Row>({
  id,
  title,
  description,
  rows,
  columns,
  rowKey,
  fileName,
  chart,
  emptyText,
  footnote,
}: ChartCardProps<Row>) {
  const [view, setView] = useState<View>('chart');
  const headingId = `${id}-title`;
  const tableColumns: TableColumn<Row>[] = columns.map((column) => ({
    key: column.key,
    header: column.header,
    render: column.render ?? ((row: Row) => cellText(column.value(row))),
    sortable: true,
    sortValue: (row: Row) => column.value(row),
    align: column.align,
  }));
  const handleDownload = () =>
    downloadCsv(
      `${fileName}.csv`,
      toCsv(
        columns.map((column) => column.header),
        rows.map((row) => columns.map((column) => column.value(row))),
      ),
    );

  return (
    <StyledCard id={id} aria-labelledby={headingId}>
      <CardHeader>
        <div>
          <h2 id={headingId}>{title}</h2>
          <p>{description}</p>
        </div>
        <StyledTools>
          <StyledToggle role="group" aria-label={`${title} view`}>
            <Button
              $variant="secondary"
              aria-pressed={view === 'chart'}
              onClick={() => setView('chart')}
            >
              Chart
            </Button>
            <Button
              $variant="secondary"
              aria-pressed={view === 'table'}
              onClick={() => setView('table')}
            >
              Table
            </Button>
          </StyledToggle>
          <Button $variant="secondary" onClick={handleDownload} disabled={rows.length === 0}>
            Download CSV
          </Button>
        </StyledTools>
      </CardHeader>
      {rows.length === 0 ? (
        <EmptyState title="No data" text={emptyText} />
      ) : view === 'chart' ? (
        chart
      ) : (
        <SortableTable
          caption={title}
          hideCaption
          columns={tableColumns}
          rows={rows}
          rowKey={rowKey}
        />
      )}
      {footnote && <StyledFootnote>{footnote}</StyledFootnote>}
    </StyledCard>
  );
}
