import styled from 'styled-components';
import {
  DashboardProductsCard,
  ProductionTimelineCard,
  RecentMessagesCard,
  StatCards,
  useSession,
} from 'mfe-shared';
import { ActiveOrdersCard } from '../modules/dashboard/components/ActiveOrdersCard';
import { QuickActions } from '../modules/dashboard/components/QuickActions';

const StyledPage = styled.div`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space.xl};

  > h2 {
    margin: 0;
    font-size: ${({ theme }) => theme.font.size.xl};
  }
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

/** /vendor/dashboard: the vendor's figures, active orders, products and messages, all from the server. */
export function DashboardPage() {
  const { user } = useSession();
  return (
    <StyledPage>
      <h2>{user?.company ? `${user.company} Dashboard` : 'Dashboard'}</h2>
      <StatCards analyticsPath="/vendor/analytics" />
      <QuickActions />
      <StyledColumns>
        <StyledSide>
          <ActiveOrdersCard />
          <ProductionTimelineCard
            id="vendor-production-timeline"
            emptyText="Orders your buyers place appear here while they are in production."
          />
        </StyledSide>
        <RecentMessagesCard role="vendor" emptyText="Messages from your buyers appear here." />
      </StyledColumns>
      <DashboardProductsCard
        id="vendor-my-products"
        title="My Products"
        viewAllPath="/vendor/products"
        productPath={productPath}
        showVendor={false}
        emptyText="Add your first product to show it to your buyers."
      />
    </StyledPage>
  );
}
