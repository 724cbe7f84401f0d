import {
  DashboardProductsCard,
  ProductionTimelineCard,
  RecentMessagesCard,
  StatCards,
} from 'mfe-shared';
import styled from 'styled-components';
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
  min-width: 0;
`;

const productPath = (id: number) => `/admin/products/view/${id}`;

/**
 * /admin/dashboard: the portal's figures, shortcuts, newest orders, products and messages, the
 * orders in production and live status. The title ('Admin Dashboard') and the System Settings
 * action are the shell's header.
 */
export function DashboardPage() {
  return (
    <StyledPage>
      <StatCards analyticsPath="/admin/analytics" />
      <Shortcuts />
      <StyledColumns>
        <StyledSide>
          <RecentOrdersCard />
          <ProductionTimelineCard
            id="admin-production-timeline"
            emptyText="Orders appear here while they are in production."
          />
          <DashboardProductsCard
            id="admin-products"
            title="Products"
            viewAllPath="/admin/products"
            productPath={productPath}
            showVendor
            emptyText="Products vendors add appear here."
          />
        </StyledSide>
        <StyledSide>
          <SystemStatusCard />
          <RecentMessagesCard role="admin" emptyText="Messages sent to you appear here." />
        </StyledSide>
      </StyledColumns>
    </StyledPage>
  );
}
