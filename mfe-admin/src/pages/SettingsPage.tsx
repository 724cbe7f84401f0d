import { useSearchParams } from 'react-router-dom';
import styled from 'styled-components';
import { Tabs } from 'mfe-shared';
import { SystemStatusCard } from '../modules/dashboard/components/SystemStatusCard';
import { DatabaseTab } from '../modules/settings/components/DatabaseTab';
import { EmailTab } from '../modules/settings/components/EmailTab';
import { GeneralTab } from '../modules/settings/components/GeneralTab';
import { LogsTab } from '../modules/settings/components/LogsTab';
import { NotificationsTab } from '../modules/settings/components/NotificationsTab';
import { OutboxCard } from '../modules/settings/components/OutboxCard';
import { SecurityTab } from '../modules/settings/components/SecurityTab';

const StyledColumn = styled.div`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space.xl};
`;

/** The Email tab: the SMTP settings, then the outbox. */
function EmailAndOutbox() {
  return (
    <StyledColumn>
      <EmailTab />
      <OutboxCard />
    </StyledColumn>
  );
}

const TABS = [
  { value: 'general', label: 'General', Content: GeneralTab },
  { value: 'notifications', label: 'Notifications', Content: NotificationsTab },
  { value: 'security', label: 'Security', Content: SecurityTab },
  { value: 'database', label: 'Database', Content: DatabaseTab },
  { value: 'email', label: 'Email', Content: EmailAndOutbox },
  { value: 'logs', label: 'System Logs', Content: LogsTab },
];

const StyledPage = styled.div`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space.xl};
`;

/** The kit's tabs laid out as a left column on wide screens (SPEC.md 2.8: left tabs). */
const StyledTabs = styled(Tabs)`
  display: grid;
  grid-template-columns: ${({ theme }) => `calc(${theme.layout.sidebarWidth} * 0.8)`} minmax(0, 1fr);
  gap: ${({ theme }) => theme.space.xl};
  align-items: start;

  [role='tablist'] {
    flex-direction: column;
    gap: ${({ theme }) => theme.space.xxs};
    border-bottom: none;
  }
  [role='tab'] {
    margin-bottom: 0;
    text-align: left;
    border-bottom: none;
    border-radius: ${({ theme }) => theme.radius.md};
  }
  [role='tab'][aria-selected='true'] {
    /* The blue badge pair: the primary blue on this background is below 4.5:1. */
    background: ${({ theme }) => theme.color.blue.bg};
    color: ${({ theme }) => theme.color.blue.fg};
  }
  [role='tabpanel'] {
    padding-top: 0;
    min-width: 0;
  }

  @media (max-width: ${({ theme }) => theme.breakpoint.mobile}) {
    grid-template-columns: minmax(0, 1fr);

    [role='tablist'] {
      flex-direction: row;
    }
  }
`;

/** /admin/settings: six tabs, each loading and saving its own section, and the live system status. */
export function SettingsPage() {
  const [params, setParams] = useSearchParams();
  const requested = params.get('tab');
  const current = TABS.some((tab) => tab.value === requested) ? (requested as string) : 'general';

  function handleTabChange(value: string) {
    setParams(value === 'general' ? {} : { tab: value }, { replace: true });
  }

  return (
    <StyledPage>
      <StyledTabs
        label="Settings sections"
        value={current}
        onValueChange={handleTabChange}
        items={TABS.map(({ value, label, Content }) => ({
          value,
          label,
          content: value === current ? <Content /> : null,
        }))}
      />
      <SystemStatusCard />
    </StyledPage>
  );
}
