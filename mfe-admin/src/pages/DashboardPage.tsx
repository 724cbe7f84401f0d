import { RecentMessagesCard } from 'mfe-shared';
import styled from 'styled-components';
import { ProductsCard } from '../modules/dashboard/components/ProductsCard';
import { RecentOrdersCard } from '../modules/dashboard/components/RecentOrdersCard';
import { Shortcuts } from '../modules/dashboard/components/Shortcuts';
import { SystemStatusCard } from '../modules/dashboard/components/SystemStatusCard';

const StyledPage = styled.div`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space.xl};
`;

const StyledColumns = styled.div`
  display: grid;
  grid-template-columns: 2fr 1fr;
  gap: ${({ theme }) => theme.space.xl};
  align-items: start;

  @media (max-width: ${({ theme }) => theme.breakpoint.mobile}) {
    grid-template-columns: 1fr;
  }
`;

const StyledSide = styled.div`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space.xl};
`;

/**
 * /admin/dashboard: shortcuts, the portal's newest orders, products and messages, live status.
 * The title ('Admin Dashboard') and the System Settings action are the shell's header.
 */
export function DashboardPage() {
  return (
    <StyledPage>
      <Shortcuts />
      <StyledColumns>
        <StyledSide>
          <RecentOrdersCard />
          <ProductsCard />
        </StyledSide>
        <StyledSide>
          <SystemStatusCard />
          <RecentMessagesCard role="admin" emptyText="Messages sent to you appear here." />
        </StyledSide>
      </StyledColumns>
    </StyledPage>
  );
}
