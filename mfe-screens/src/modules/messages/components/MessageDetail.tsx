import { forwardRef } from 'react';
import { Link } from 'react-router-dom';
import styled from 'styled-components';
import { Avatar, Button, formatDateTime, relativeTimeMessages, StatusBadge } from 'mfe-shared';
import { messageTypeLabel } from '../messageTypes';
import type { MessageItem } from '../types';

export type MessageDetailProps = {
  message: MessageItem;
  /** True when the signed-in user received it (Reply is offered). */
  received: boolean;
  now: Date;
  onReply: (message: MessageItem) => void;
};

const StyledDetail = styled.article`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space.lg};
`;

const StyledHeader = styled.header`
  display: flex;
  flex-wrap: wrap;
  align-items: flex-start;
  justify-content: space-between;
  gap: ${({ theme }) => theme.space.md};
`;

const StyledPeople = styled.div`
  display: flex;
  gap: ${({ theme }) => theme.space.md};
  align-items: center;
`;

const StyledTitle = styled.h2`
  margin: 0;
  font-size: ${({ theme }) => theme.font.size.lg};
  scroll-margin-top: ${({ theme }) => theme.space.lg};
  &:focus {
    outline: none;
  }
`;

const StyledMuted = styled.p`
  margin: 0;
  color: ${({ theme }) => theme.color.muted};
  font-size: ${({ theme }) => theme.font.size.sm};
`;

const StyledMeta = styled.div`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  gap: ${({ theme }) => theme.space.sm};
  color: ${({ theme }) => theme.color.muted};
  font-size: ${({ theme }) => theme.font.size.sm};
`;

const StyledContent = styled.div`
  padding: ${({ theme }) => theme.space.lg};
  border-radius: ${({ theme }) => theme.radius.md};
  background: ${({ theme }) => theme.color.surfaceMuted};
  line-height: 1.6;
  white-space: pre-wrap;
  overflow-wrap: anywhere;
`;

function who(person: { name: string; company: string | null }): string {
  return person.company ? `${person.name} (${person.company})` : person.name;
}

/** One message in full, with Reply for received ones. Its heading takes focus when it opens. */
export const MessageDetail = forwardRef<HTMLHeadingElement, MessageDetailProps>(function MessageDetail(
  { message, received, now, onReply },
  headingRef,
) {
  const other = received ? message.sender : message.receiver;
  const sent = new Date(message.createdAt);
  return (
    <StyledDetail aria-labelledby={`message-${message.id}-title`} data-testid="message-detail">
      <StyledHeader>
        <StyledPeople>
          <Avatar name={other.name} initials={other.avatarInitials} size="lg" decorative />
          <div>
            <StyledTitle id={`message-${message.id}-title`} ref={headingRef} tabIndex={-1}>
              {received ? 'From' : 'To'} {other.name}
            </StyledTitle>
            <StyledMuted>
              {received ? `To: you · From: ${who(message.sender)}` : `From: you · To: ${who(message.receiver)}`}
            </StyledMuted>
          </div>
        </StyledPeople>
        {received && <Button onClick={() => onReply(message)}>Reply</Button>}
      </StyledHeader>
      <StyledMeta>
        <StatusBadge status={messageTypeLabel(message.messageType)} />
        <time dateTime={message.createdAt} title={formatDateTime(sent)}>
          {relativeTimeMessages(message.createdAt, now)}
        </time>
        {message.relatedOrder && (
          <span>
            About order{' '}
            <Link to={`/orders/${message.relatedOrder.orderCode}`}>{message.relatedOrder.orderCode}</Link>
          </span>
        )}
      </StyledMeta>
      <StyledContent>{message.content}</StyledContent>
    </StyledDetail>
  );
});
