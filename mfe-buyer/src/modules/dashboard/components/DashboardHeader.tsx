import { useQuery } from '@apollo/client/react';
import styled from 'styled-components';
import { BuyerDashboardHeaderDocument } from 'mfe-shared';

const StyledHeader = styled.header`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  justify-content: space-between;
  gap: ${({ theme }) => theme.space.md};

  h2 {
    margin: 0;
    font-size: ${({ theme }) => theme.font.size.xl};
  }
`;

/** '{product name} Dashboard' (SPEC.md 2.6); the New Order action is the layout header's. */
export function DashboardHeader() {
  // The product's name is a setting; until it is known (or if it cannot be read) the title is 'Dashboard'.
  const { data } = useQuery(BuyerDashboardHeaderDocument);
  const companyName = data?.publicSettings.companyName;
  return (
    <StyledHeader>
      <h2>{companyName ? `${companyName} Dashboard` : 'Dashboard'}</h2>
    </StyledHeader>
  );
}
