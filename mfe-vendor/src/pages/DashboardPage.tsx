import styled from 'styled-components';
import { useSession, RecentMessagesCard } from 'mfe-shared';
import { ActiveOrdersCard } from '../modules/dashboard/components/ActiveOrdersCard';
import { MyProductsCard } from '../modules/dashboard/components/MyProductsCard';
import { QuickActions } from '../modules/dashboard/components/QuickActions';

const StyledPage = styled.div`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space.xl};

  h2 {
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

/** /vendor/dashboard: the vendor's active orders, products and messages, all from the server. */
export function DashboardPage() {
  const { user } = useSession();
  return (
    <StyledPage>
      <h2>{user?.company ? `${user.company} Dashboard` : 'Dashboard'}</h2>
      <QuickActions />
      <StyledColumns>
        <ActiveOrdersCard />
        <RecentMessagesCard role="vendor" emptyText="Messages from your buyers appear here." />
      </StyledColumns>
      <MyProductsCard />
    </StyledPage>
  );
}
