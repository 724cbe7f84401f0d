import {
  DashboardProductsCard,
  ProductionTimelineCard,
  RecentMessagesCard,
  StatCards,
} from 'mfe-shared';
import styled from 'styled-components';
import { DashboardHeader } from '../modules/dashboard/components/DashboardHeader';
import { QuickActions } from '../modules/dashboard/components/QuickActions';
import { RecentOrdersCard } from '../modules/dashboard/components/RecentOrdersCard';

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

const productPath = (id: number) => `/products/${id}`;

/** /buyer/dashboard: every figure and list comes from the server (DECISIONS.md 1). */
export function DashboardPage() {
  return (
    <StyledPage>
      <DashboardHeader />
      <StatCards analyticsPath="/buyer/analytics" />
      <QuickActions />
      <RecentOrdersCard />
      <StyledColumns>
        <StyledSide>
          <ProductionTimelineCard
            id="buyer-production-timeline"
            emptyText="Orders you place appear here while they are in production."
          />
          <DashboardProductsCard
            id="buyer-product-catalog"
            title="Product Catalog"
            viewAllPath="/buyer/products"
            productPath={productPath}
            showVendor
            emptyText="Products of the vendors you are connected with appear here."
          />
        </StyledSide>
        <RecentMessagesCard role="buyer" emptyText="Messages from your vendors appear here." />
      </StyledColumns>
    </StyledPage>
  );
}
