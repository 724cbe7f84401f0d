import { useQuery } from '@apollo/client/react';
import { Link } from 'react-router-dom';
import styled from 'styled-components';
import { Avatar, BuyerRecentMessagesDocument, relativeTimeDashboard, SectionCard } from 'mfe-shared';

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

/** The three newest messages in the buyer's inbox. */
export function RecentMessagesCard() {
  const { data, loading, error, refetch } = useQuery(BuyerRecentMessagesDocument);
  const messages = data?.messages.nodes ?? [];
  const handleRetry = () => void refetch();
  return (
    <SectionCard
      id="buyer-recent-messages"
      title="Recent Messages"
      action={<Link to="/buyer/messages">View All</Link>}
      loading={loading}
      error={error}
      onRetry={handleRetry}
      empty={messages.length === 0}
      emptyTitle="No messages found."
      emptyText="Messages from your vendors appear here."
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
