import { useQuery } from '@apollo/client/react';
import { Link } from 'react-router-dom';
import styled from 'styled-components';
import { Avatar, relativeTimeDashboard, type Role, SectionCard } from 'mfe-shared';
import { DashboardRecentMessagesDocument } from 'mfe-shared/operations';

const StyledList = styled.ul`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space.md};
  margin: 0;
  padding: 0;
  list-style: none;
`;

const StyledMessage = styled.li`
  display: flex;
  gap: ${({ theme }) => theme.space.md};
  align-items: flex-start;
`;

const StyledBody = styled.div`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space.xs};
  min-width: 0;
  flex: 1;

  p {
    margin: 0;
    overflow: hidden;
    text-overflow: ellipsis;
    white-space: nowrap;
  }
`;

const StyledSender = styled.div<{ $unread: boolean }>`
  display: flex;
  justify-content: space-between;
  gap: ${({ theme }) => theme.space.sm};
  font-weight: ${({ $unread }) => ($unread ? 700 : 500)};

  time {
    color: ${({ theme }) => theme.color.muted};
    font-size: ${({ theme }) => theme.font.size.sm};
    font-weight: 400;
    white-space: nowrap;
  }
`;

const StyledMeta = styled.span`
  color: ${({ theme }) => theme.color.muted};
  font-size: ${({ theme }) => theme.font.size.sm};
`;

export type RecentMessagesCardProps = { role: Role; emptyText: string };

/** The three newest messages in the user's inbox, on every role's dashboard (SPEC.md 9's limit). */
export function RecentMessagesCard({ role, emptyText }: RecentMessagesCardProps) {
  const { data, loading, error, refetch } = useQuery(DashboardRecentMessagesDocument);
  const messages = data?.messages.nodes ?? [];
  const handleRetry = () => void refetch();
  return (
    <SectionCard
      id={`${role}-recent-messages`}
      title="Recent Messages"
      action={<Link to={`/${role}/messages`}>View All</Link>}
      loading={!data && loading}
      error={error}
      onRetry={handleRetry}
      empty={messages.length === 0}
      emptyTitle="No messages found."
      emptyText={emptyText}
    >
      <StyledList>
        {messages.map((message) => (
          <StyledMessage key={message.id}>
            <Avatar name={message.sender.name} initials={message.sender.avatarInitials} decorative />
            <StyledBody>
              <StyledSender $unread={!message.isRead}>
                <span>
                  {message.sender.name}
                  {!message.isRead && <StyledMeta> · unread</StyledMeta>}
                </span>
                <time dateTime={message.createdAt}>{relativeTimeDashboard(message.createdAt)}</time>
              </StyledSender>
              <p>{message.content}</p>
              {message.relatedOrder && (
                <StyledMeta>
                  About <Link to={`/orders/${message.relatedOrder.orderCode}#messages`}>{message.relatedOrder.orderCode}</Link>
                </StyledMeta>
              )}
            </StyledBody>
          </StyledMessage>
        ))}
      </StyledList>
    </SectionCard>
  );
}
