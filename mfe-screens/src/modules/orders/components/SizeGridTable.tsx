import { formatCount } from 'mfe-shared';
import styled from 'styled-components';
import type { SizeGrid } from '../utils/sizeGrid';

export type SizeGridTableProps = { grid: SizeGrid };

const StyledScroll = styled.div`
  overflow-x: auto;
`;

const StyledTable = styled.table`
  border-collapse: collapse;
  font-size: ${({ theme }) => theme.font.size.sm};
  th,
  td {
    padding: ${({ theme }) => `${theme.space.xs} ${theme.space.md}`};
    border-bottom: 1px solid ${({ theme }) => theme.color.border};
    text-align: right;
  }
  th:first-child {
    text-align: left;
  }
  tfoot td,
  tfoot th {
    font-weight: ${({ theme }) => theme.font.weight.semibold};
    border-bottom: none;
  }
`;

/** An order's size × colour quantities with row and column totals (read only). */
export function SizeGridTable({ grid }: SizeGridTableProps) {
  const total = grid.quantities.flat().reduce((sum, cell) => sum + cell, 0);
  return (
    <StyledScroll>
      <StyledTable aria-label="Size and colour breakdown">
        <thead>
          <tr>
            <th scope="col">Colour</th>
            {grid.sizes.map((size) => (
              <th key={size} scope="col">
                {size}
              </th>
            ))}
            <th scope="col">Total</th>
          </tr>
        </thead>
        <tbody>
          {grid.colours.map((colour, row) => (
            <tr key={colour}>
              <th scope="row">{colour}</th>
              {grid.sizes.map((size, column) => (
                <td key={size}>{formatCount(grid.quantities[row][column])}</td>
              ))}
              <td>{formatCount(grid.quantities[row].reduce((sum, cell) => sum + cell, 0))}</td>
            </tr>
          ))}
        </tbody>
        <tfoot>
          <tr>
            <th scope="row">Total</th>
            {grid.sizes.map((size, column) => (
              <td key={size}>{formatCount(grid.quantities.reduce((sum, cells) => sum + cells[column], 0))}</td>
            ))}
            <td>{formatCount(total)}</td>
          </tr>
        </tfoot>
      </StyledTable>
    </StyledScroll>
  );
}
