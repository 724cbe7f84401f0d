import styled from 'styled-components';
import { Avatar, Card, useSession } from 'mfe-shared';
import { AccountSection } from './components/AccountSection';
import { ApiTokensSection } from './components/ApiTokensSection';
import { OrderingPolicySection } from './components/OrderingPolicySection';
import { QualitySettingsSection } from './components/QualitySettingsSection';
import { ShippingSettingsSection } from './components/ShippingSettingsSection';
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
 * /profile, for every role: who is signed in, their name, e-mail and password (issue 22), a buyer's ordering policy (issue 17), their API
 * tokens and their webhooks (issue 10). Which sections show is the session's capabilities (what the server lets the user do).
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
      <AccountSection />
      {user.capabilities.editOrderingPolicy && <OrderingPolicySection />}
      {user.capabilities.editQualitySettings && <QualitySettingsSection />}
      {user.capabilities.editShippingSettings && <ShippingSettingsSection />}
      <ApiTokensSection mayListAll={user.capabilities.seeAllApiTokens} />
      <WebhooksSection />
    </StyledPage>
  );
}
