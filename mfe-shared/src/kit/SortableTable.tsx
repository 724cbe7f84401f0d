import { useMemo, useState, type KeyboardEvent, type ReactNode } from 'react';
import styled, { css, type DefaultTheme } from 'styled-components';
import { TruncatedText } from './TruncatedText';

export type SortDirection = 'asc' | 'desc';
export type SortState = { key: string; direction: SortDirection };
export type SortValue = string | number | Date | boolean | null | undefined;

export type TableColumn<T> = {
  key: string;
  header: ReactNode;
  /** Cell content; defaults to row[key]. */
  render?: (row: T) => ReactNode;
  /** Makes the header a sort button; the value to sort by (defaults to row[key]). */
  sortable?: boolean;
  sortValue?: (row: T) => SortValue;
  align?: 'left' | 'right' | 'center';
  /** Hide this column below the mobile breakpoint. */
  hideOnMobile?: boolean;
  /**
   * Which columns give way when the table's box is narrow: 'low' ones hide first, then 'medium'
   * ones, which the cards leave out too; 'high' (the default) always shows. Keep Actions 'high'.
   */
  priority?: ColumnPriority;
  /** The field's name on a card when the header is not plain text. */
  cardLabel?: string;
  /** Keeps the cell on one line, uncut (order codes, dates). */
  nowrap?: boolean;
  /** The cell's full text: the cell keeps to one line, cut with an ellipsis, whole on hover and focus. */
  truncate?: (row: T) => string;
};

export type ColumnPriority = 'high' | 'medium' | 'low';

export type SortableTableProps<T> = {
  columns: TableColumn<T>[];
  rows: T[];
  rowKey: (row: T) => string | number;
  /** Visible or visually hidden caption naming the table. */
  caption: string;
  hideCaption?: boolean;
  defaultSort?: SortState;
  /** Makes rows clickable and reachable with Tab + Enter (prefer a link in a cell where possible). */
  onRowClick?: (row: T) => void;
  /** Shown in one full-width row when there are no rows. */
  empty?: ReactNode;
  className?: string;
};

const StyledScroll = styled.div`
  width: 100%;
  overflow-x: auto;
  container-type: inline-size;
`;

/** A box narrower than this shows its rows as cards (every list under 768 px, issue 22). */
const cards = (theme: DefaultTheme) => `@container (max-width: ${theme.breakpoint.tableMedium})`;

const visuallyHidden = css`
  position: absolute;
  width: 1px;
  height: 1px;
  overflow: hidden;
  clip: rect(0 0 0 0);
  white-space: nowrap;
`;

const StyledTable = styled.table`
  width: 100%;
  border-collapse: collapse;
  font-size: ${({ theme }) => theme.font.size.sm};
  ${({ theme }) => cards(theme)} {
    &,
    & > tbody {
      display: block;
    }
    & > thead {
      ${visuallyHidden}
    }
  }
`;

const StyledCaption = styled.caption<{ $hidden: boolean }>`
  text-align: left;
  padding-bottom: ${({ theme }) => theme.space.sm};
  font-weight: ${({ theme }) => theme.font.weight.semibold};
  ${({ $hidden }) => $hidden && visuallyHidden}
  ${({ theme }) => cards(theme)} {
    display: block;
  }
`;

type CellProps = { $align?: string; $hideOnMobile?: boolean; $priority?: ColumnPriority; $nowrap?: boolean };
type CardCellProps = CellProps & { $card?: 'title' | 'field' | 'actions' };

const cellStyles = css<CardCellProps>`
  padding: ${({ theme }) => `${theme.space.md} ${theme.space.md}`};
  text-align: ${({ $align }) => $align ?? 'left'};
  border-bottom: 1px solid ${({ theme }) => theme.color.border};
  white-space: ${({ $nowrap }) => ($nowrap ? 'nowrap' : 'normal')};
  ${({ theme, $card }) =>
    $card &&
    css`
      ${cards(theme)} {
        display: flex;
        align-items: center;
        justify-content: ${$card === 'field' ? 'space-between' : $card === 'actions' ? 'flex-end' : 'flex-start'};
        gap: ${theme.space.md};
        padding: ${theme.space.xs} 0;
        border-bottom: none;
        text-align: ${$card === 'field' ? 'right' : 'left'};
        font-weight: ${$card === 'title' ? theme.font.weight.semibold : 'inherit'};
        ${$card === 'field' &&
        css`
          &::before {
            content: attr(data-label);
            flex-shrink: 0;
            color: ${theme.color.muted};
            text-align: left;
          }
        `}
      }
    `}
  @media (max-width: ${({ theme }) => theme.breakpoint.mobile}) {
    ${({ $hideOnMobile }) => $hideOnMobile && 'display: none;'}
  }
  ${({ $priority, theme }) =>
    $priority === 'low'
      ? css`
          @container (max-width: ${theme.breakpoint.tableLow}) {
            display: none;
          }
        `
      : $priority === 'medium' &&
        css`
          ${cards(theme)} {
            display: none;
          }
        `}
`;

const StyledTh = styled.th<CellProps>`
  ${cellStyles}
  color: ${({ theme }) => theme.color.muted};
  font-weight: ${({ theme }) => theme.font.weight.semibold};
  white-space: nowrap;
`;

const StyledTd = styled.td<CardCellProps>`
  ${cellStyles}
`;

/** A cell's content as one piece, so a card's field lays out as its label and its value. */
const StyledValue = styled.span`
  display: contents;
  ${({ theme }) => cards(theme)} {
    display: block;
    min-width: 0;
  }
`;

const StyledRow = styled.tr<{ $clickable: boolean }>`
  ${({ theme }) => cards(theme)} {
    display: flex;
    flex-direction: column;
    margin-bottom: ${({ theme }) => theme.space.sm};
    padding: ${({ theme }) => `${theme.space.sm} ${theme.space.md}`};
    border: 1px solid ${({ theme }) => theme.color.border};
    border-radius: ${({ theme }) => theme.radius.md};
  }
  ${({ $clickable, theme }) =>
    $clickable &&
    css`
      cursor: pointer;
      &:hover,
      &:focus-visible {
        background: ${theme.color.hover};
      }
    `}
`;

const StyledSortButton = styled.button`
  display: inline-flex;
  align-items: center;
  gap: ${({ theme }) => theme.space.xs};
  padding: 0;
  border: none;
  background: none;
  color: inherit;
  font: inherit;
  cursor: pointer;
  &:hover {
    color: ${({ theme }) => theme.color.text};
  }
`;

const StyledArrow = styled.svg<{ $active: boolean }>`
  width: ${({ theme }) => theme.size.icon};
  height: ${({ theme }) => theme.size.icon};
  opacity: ${({ $active }) => ($active ? 1 : 0.4)};
`;

function compareValues(a: SortValue, b: SortValue): number {
  const empty = (v: SortValue) => v === null || v === undefined || v === '';
  if (empty(a) || empty(b)) return empty(a) === empty(b) ? 0 : empty(a) ? 1 : -1;
  if (a instanceof Date && b instanceof Date) return a.getTime() - b.getTime();
  if (typeof a === 'number' && typeof b === 'number') return a - b;
  if (typeof a === 'boolean' && typeof b === 'boolean') return Number(a) - Number(b);
  return String(a).localeCompare(String(b), undefined, { numeric: true, sensitivity: 'base' });
}

/** A cell's part on a card: the first column is the card's title, Actions its foot, the rest named fields. */
function cardPart<T>(column: TableColumn<T>, index: number): 'title' | 'field' | 'actions' {
  if (index === 0) return 'title';
  return column.key === 'actions' ? 'actions' : 'field';
}

function cardLabel<T>(column: TableColumn<T>): string | undefined {
  return column.cardLabel ?? (typeof column.header === 'string' ? column.header : undefined);
}

function cellContent<T>(column: TableColumn<T>, row: T): ReactNode {
  return column.render ? column.render(row) : String((row as Record<string, unknown>)[column.key] ?? '');
}

function SortArrow({ direction }: { direction: SortDirection | null }) {
  return (
    <StyledArrow $active={direction !== null} viewBox="0 0 24 24" fill="none" stroke="currentColor" strokeWidth="2" aria-hidden="true">
      {direction === 'asc' && <path d="m6 15 6-6 6 6" />}
      {direction === 'desc' && <path d="m6 9 6 6 6-6" />}
      {direction === null && <path d="m7 9 5-5 5 5M7 15l5 5 5-5" />}
    </StyledArrow>
  );
}

/**
 * A data table whose sortable headers are buttons (Enter/Space) carrying aria-sort; clicking the
 * sorted column again flips the direction. Empty values sort last either way. In a box narrower
 * than theme.breakpoint.tableMedium (every list under 768 px) each row is a card from the same
 * columns: the first is its title, Actions its foot, the others of high priority named fields.
 */
export function SortableTable<T>({
  columns,
  rows,
  rowKey,
  caption,
  hideCaption = false,
  defaultSort,
  onRowClick,
  empty,
  className,
}: SortableTableProps<T>) {
  const [sort, setSort] = useState<SortState | null>(defaultSort ?? null);

  const sorted = useMemo(() => {
    const column = sort && columns.find((c) => c.key === sort.key);
    if (!sort || !column) return rows;
    const valueOf = column.sortValue ?? ((row: T) => (row as Record<string, SortValue>)[column.key]);
    const factor = sort.direction === 'asc' ? 1 : -1;
    return [...rows].sort((a, b) => {
      const va = valueOf(a);
      const vb = valueOf(b);
      const bothPresent = va !== null && va !== undefined && va !== '' && vb !== null && vb !== undefined && vb !== '';
      return bothPresent ? compareValues(va, vb) * factor : compareValues(va, vb);
    });
  }, [rows, columns, sort]);

  function handleSort(key: string) {
    setSort((current) =>
      current?.key === key ? { key, direction: current.direction === 'asc' ? 'desc' : 'asc' } : { key, direction: 'asc' },
    );
  }

  function handleRowKeyDown(event: KeyboardEvent<HTMLTableRowElement>, row: T) {
    if (event.target !== event.currentTarget) return;
    if (event.key === 'Enter' || event.key === ' ') {
      event.preventDefault();
      onRowClick?.(row);
    }
  }

  return (
    <StyledScroll className={className}>
      <StyledTable>
        <StyledCaption $hidden={hideCaption}>{caption}</StyledCaption>
        <thead>
          <tr>
            {columns.map((column) => {
              const direction = sort?.key === column.key ? sort.direction : null;
              return (
                <StyledTh
                  key={column.key}
                  scope="col"
                  $align={column.align}
                  $hideOnMobile={column.hideOnMobile}
                  $priority={column.priority}
                  aria-sort={column.sortable ? (direction === 'asc' ? 'ascending' : direction === 'desc' ? 'descending' : 'none') : undefined}
                >
                  {column.sortable ? (
                    <StyledSortButton type="button" onClick={() => handleSort(column.key)}>
                      {column.header}
                      <SortArrow direction={direction} />
                    </StyledSortButton>
                  ) : (
                    column.header
                  )}
                </StyledTh>
              );
            })}
          </tr>
        </thead>
        <tbody>
          {sorted.length === 0 && empty !== undefined ? (
            <tr>
              <StyledTd colSpan={columns.length} $card="title">
                {empty}
              </StyledTd>
            </tr>
          ) : (
            sorted.map((row) => (
              <StyledRow
                key={rowKey(row)}
                $clickable={!!onRowClick}
                tabIndex={onRowClick ? 0 : undefined}
                onClick={onRowClick ? () => onRowClick(row) : undefined}
                onKeyDown={onRowClick ? (event) => handleRowKeyDown(event, row) : undefined}
              >
                {columns.map((column, index) => (
                  <StyledTd
                    key={column.key}
                    data-label={cardLabel(column)}
                    $card={cardPart(column, index)}
                    $align={column.align}
                    $hideOnMobile={column.hideOnMobile}
                    $priority={column.priority}
                    $nowrap={column.nowrap}
                  >
                    <StyledValue>
                      {column.truncate ? <TruncatedText text={column.truncate(row)}>{cellContent(column, row)}</TruncatedText> : cellContent(column, row)}
                    </StyledValue>
                  </StyledTd>
                ))}
              </StyledRow>
            ))
          )}
        </tbody>
      </StyledTable>
    </StyledScroll>
  );
}
