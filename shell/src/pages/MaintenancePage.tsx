import { useState } from 'react';
import styled from 'styled-components';
import { Button, Card, useSession, type Outage } from 'mfe-shared';

const StyledPage = styled.main`
  min-height: 100vh;
  display: flex;
  align-items: center;
  justify-content: center;
  padding: ${({ theme }) => theme.space.lg};
`;

const StyledCard = styled(Card)`
  max-width: ${({ theme }) => theme.size.dialogWidth};
  text-align: center;
  display: flex;
  flex-direction: column;
  align-items: center;
  gap: ${({ theme }) => theme.space.md};
  h1 {
    margin: 0;
    font-size: ${({ theme }) => theme.font.size.xl};
  }
  p {
    margin: 0;
    color: ${({ theme }) => theme.color.muted};
  }
`;

export type MaintenancePageProps = { outage: Outage };

/**
 * What users see, on whatever page they were, once a request meets an outage: maintenance mode for
 * non-admins (DECISIONS.md 3: the server answers MAINTENANCE), or the database away for everyone
 * (issue 19: DATABASE_UNAVAILABLE), instead of an error in every widget. The session asks every
 * few seconds whether it has ended and then puts the page back by itself; Try again asks at once;
 * in maintenance, admins may still sign in.
 */
export function MaintenancePage({ outage }: MaintenancePageProps) {
  const { refresh, logout } = useSession();
  const [checking, setChecking] = useState(false);

  const handleRetry = async () => {
    setChecking(true);
    try {
      await refresh();
    } finally {
      setChecking(false);
    }
  };

  const handleAdminSignIn = async () => {
    // Drop a non-admin session so the sign-in page can be reached, then go there.
    await logout().catch(() => undefined);
    window.location.assign('/login');
  };

  return (
    <StyledPage>
      {outage === 'database' ? (
        <StyledCard role="status">
          <h1>Connection to the database lost, retrying…</h1>
          <p>Your orders, messages and data are safe; nothing you saved is lost.</p>
          <p>This page goes back to where you were by itself as soon as the connection returns.</p>
          <Button onClick={() => void handleRetry()} disabled={checking}>
            {checking ? 'Checking...' : 'Try again'}
          </Button>
        </StyledCard>
      ) : (
        <StyledCard role="status">
          <h1>We&apos;ll be back soon</h1>
          <p>The portal is under maintenance. Please try again later.</p>
          <p>Your orders, messages and data are safe; nothing is lost while we work.</p>
          <p>This page comes back by itself as soon as the portal is available again.</p>
          <Button onClick={() => void handleRetry()} disabled={checking}>
            {checking ? 'Checking...' : 'Try again'}
          </Button>
          <Button $variant="ghost" onClick={() => void handleAdminSignIn()}>
            Administrator sign-in
          </Button>
        </StyledCard>
      )}
    </StyledPage>
  );
}
