import styled from 'styled-components';
import { Card } from 'mfe-shared';

export type StatCardItem = { label: string; value: number | undefined };

export type StatCardsProps = {
  /** Names the group for screen readers, e.g. 'User counts'. */
  label: string;
  items: StatCardItem[];
};

const StyledGrid = styled.ul`
  display: grid;
  grid-template-columns: repeat(4, 1fr);
  gap: ${({ theme }) => theme.space.lg};
  margin: 0;
  padding: 0;
  list-style: none;

  @media (max-width: ${({ theme }) => theme.breakpoint.mobile}) {
    grid-template-columns: repeat(2, 1fr);
  }
`;

const StyledCard = styled(Card).attrs({ as: 'li' })`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space.xs};
  padding: ${({ theme }) => theme.space.lg};
`;

const StyledLabel = styled.span`
  font-size: ${({ theme }) => theme.font.size.sm};
  color: ${({ theme }) => theme.color.muted};
`;

const StyledValue = styled.span`
  font-size: ${({ theme }) => theme.font.size.xl};
  font-weight: ${({ theme }) => theme.font.weight.bold};
`;

/** A row of count cards (users per role, connections per status); '–' until the counts arrive. */
export function StatCards({ label, items }: StatCardsProps) {
  return (
    <StyledGrid aria-label={label}>
      {items.map((item) => (
        <StyledCard key={item.label}>
          <StyledLabel>{item.label}</StyledLabel>
          <StyledValue>{item.value ?? '–'}</StyledValue>
        </StyledCard>
      ))}
    </StyledGrid>
  );
}
