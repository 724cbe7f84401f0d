import { lazy, Suspense } from 'react';
import styled from 'styled-components';
import { Card, Skeleton } from 'mfe-shared';

// The screen and its charting library load only when a user opens analytics (not with the
// dashboards or the login page).
const AnalyticsScreen = lazy(() => import(/* webpackChunkName: "analytics" */ './AnalyticsScreen'));

const StyledLoading = styled(Card)`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space.md};
`;

/** /{role}/analytics: the role's figures (SPEC.md 1's analytics dashboard). */
export function AnalyticsPage() {
  return (
    <Suspense
      fallback={
        <StyledLoading aria-busy="true" aria-label="Loading analytics">
          <Skeleton />
          <Skeleton />
          <Skeleton />
        </StyledLoading>
      }
    >
      <AnalyticsScreen />
    </Suspense>
  );
}
