import styled from 'styled-components';
import { PageStack } from 'mfe-shared';

/** A dashboard's cards, one under another (every role's dashboard): the kit's screen stack. */
export const StyledDashboard = PageStack;

/** The two columns under the figures: the wide one first, one column on phones. */
export const StyledDashboardColumns = styled.div`
  display: grid;
  grid-template-columns: 2fr 1fr;
  gap: ${({ theme }) => theme.space.xl};
  align-items: start;

  @media (max-width: ${({ theme }) => theme.breakpoint.mobile}) {
    grid-template-columns: 1fr;
  }
`;

/** A column of cards inside StyledDashboardColumns. */
export const StyledDashboardColumn = styled.div`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space.xl};
  min-width: 0;
`;
