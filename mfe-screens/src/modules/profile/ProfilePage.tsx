import styled from 'styled-components';
import { Avatar, Card, useSession } from 'mfe-shared';
import { ApiTokensSection } from './components/ApiTokensSection';
import { OrderingPolicySection } from './components/OrderingPolicySection';
import { QualitySettingsSection } from './components/QualitySettingsSection';
import { WebhooksSection } from './components/WebhooksSection';

const StyledPage = styled.div`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space.xl};
`;

const StyledIdentity = styled(Card)`
  display: flex;
  align-items: center;
  gap: ${({ theme }) => theme.space.lg};
  p {
    margin: 0;
    color: ${({ theme }) => theme.color.muted};
  }
`;

/**
 * /profile, for every role: who is signed in, a buyer's ordering policy (issue 17), their API
 * tokens and their webhooks (issue 10).
 */
export function ProfilePage() {
  const { user } = useSession();
  if (!user) return null;
  return (
    <StyledPage>
      <StyledIdentity aria-label="Your account">
        <Avatar name={user.name} initials={user.avatarInitials} decorative />
        <div>
          <strong>{user.name}</strong>
          <p>
            {user.username} · {user.email}
            {user.company ? ` · ${user.company}` : ''}
          </p>
        </div>
      </StyledIdentity>
      {user.role === 'buyer' && <OrderingPolicySection />}
      {user.role === 'buyer' && <QualitySettingsSection />}
      <ApiTokensSection isAdmin={user.role === 'admin'} />
      <WebhooksSection />
    </StyledPage>
  );
}
