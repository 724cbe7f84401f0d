import { RecentMessagesCard } from 'mfe-shared';
import styled from 'styled-components';
import { DashboardHeader } from '../modules/dashboard/components/DashboardHeader';
import { ProductCatalogCard } from '../modules/dashboard/components/ProductCatalogCard';
import { QuickActions } from '../modules/dashboard/components/QuickActions';
import { RecentOrdersCard } from '../modules/dashboard/components/RecentOrdersCard';
import { StatCards } from '../modules/dashboard/components/StatCards';

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

/** /buyer/dashboard: every figure and list comes from the server (DECISIONS.md 1). */
export function DashboardPage() {
  return (
    <StyledPage>
      <DashboardHeader />
      <StatCards />
      <QuickActions />
      <RecentOrdersCard />
      <StyledColumns>
        <ProductCatalogCard />
        <RecentMessagesCard role="buyer" emptyText="Messages from your vendors appear here." />
      </StyledColumns>
    </StyledPage>
  );
}
