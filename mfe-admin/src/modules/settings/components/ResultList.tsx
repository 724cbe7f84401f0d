import styled from 'styled-components';
import { StatusBadge } from 'mfe-shared';

export type ResultItem = { name: string; ok: boolean; detail: string };

const StyledList = styled.ul`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space.sm};
  margin: 0;
  padding: 0;
  list-style: none;

  li {
    display: flex;
    align-items: baseline;
    gap: ${({ theme }) => theme.space.md};
  }

  span:last-child {
    color: ${({ theme }) => theme.color.muted};
    font-size: ${({ theme }) => theme.font.size.sm};
  }
`;

/** Checks with a pass/fail badge (Run Diagnostics). */
export function ResultList({ items, label }: { items: ResultItem[]; label: string }) {
  return (
    <StyledList aria-label={label}>
      {items.map((item) => (
        <li key={item.name}>
          <StatusBadge status={item.ok ? 'Completed' : 'Rejected'} label={item.ok ? 'Passed' : 'Failed'} />
          <strong>{item.name}</strong>
          <span>{item.detail}</span>
        </li>
      ))}
    </StyledList>
  );
}
