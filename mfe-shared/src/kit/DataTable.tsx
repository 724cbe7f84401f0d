import styled from 'styled-components';

/** A plain table of rows (settings, policies): full width, ruled rows, muted headers. */
export const DataTable = styled.table`
  width: 100%;
  border-collapse: collapse;
  th,
  td {
    padding: ${({ theme }) => `${theme.space.sm} ${theme.space.md}`};
    border-bottom: 1px solid ${({ theme }) => theme.color.border};
    text-align: left;
    vertical-align: top;
  }
  th {
    color: ${({ theme }) => theme.color.muted};
    font-weight: ${({ theme }) => theme.font.weight.semibold};
  }
`;
