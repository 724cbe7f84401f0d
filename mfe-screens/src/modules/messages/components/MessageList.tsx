import styled from 'styled-components';
import { Avatar, relativeTimeMessages, StatusBadge } from 'mfe-shared';
import { messageTypeLabel } from '../messageTypes';
import type { MessageFolder, MessageItem } from '../types';

export type MessageListProps = {
  folder: MessageFolder;
  messages: MessageItem[];
  selectedId: number | null;
  now: Date;
  onSelect: (message: MessageItem) => void;
};

const StyledList = styled.ul`
  display: flex;
  flex-direction: column;
  margin: 0;
  padding: 0;
  list-style: none;
`;

const StyledItem = styled.button<{ $selected: boolean; $unread: boolean }>`
  display: flex;
  width: 100%;
  gap: ${({ theme }) => theme.space.md};
  align-items: flex-start;
  padding: ${({ theme }) => theme.space.md};
  border: none;
  border-left: 3px solid ${({ theme, $unread }) => ($unread ? theme.color.primary : 'transparent')};
  border-bottom: 1px solid ${({ theme }) => theme.color.border};
  background: ${({ theme, $selected }) => ($selected ? theme.color.hover : 'transparent')};
  color: inherit;
  font: inherit;
  text-align: left;
  cursor: pointer;

  &:hover {
    background: ${({ theme }) => theme.color.hover};
  }
`;

const StyledBody = styled.span`
  display: flex;
  flex: 1;
  flex-direction: column;
  gap: ${({ theme }) => theme.space.xs};
  min-width: 0;
`;

const StyledTopRow = styled.span<{ $unread: boolean }>`
  display: flex;
  justify-content: space-between;
  gap: ${({ theme }) => theme.space.sm};
  font-weight: ${({ theme, $unread }) => ($unread ? theme.font.weight.bold : theme.font.weight.medium)};

  time {
    flex-shrink: 0;
    color: ${({ theme }) => theme.color.muted};
    font-size: ${({ theme }) => theme.font.size.sm};
    font-weight: ${({ theme }) => theme.font.weight.regular};
  }
`;

const StyledPreview = styled.span<{ $unread: boolean }>`
  overflow: hidden;
  color: ${({ theme, $unread }) => ($unread ? theme.color.text : theme.color.muted)};
  font-size: ${({ theme }) => theme.font.size.sm};
  text-overflow: ellipsis;
  white-space: nowrap;
`;

const StyledMeta = styled.span`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  gap: ${({ theme }) => theme.space.sm};
  color: ${({ theme }) => theme.color.muted};
  font-size: ${({ theme }) => theme.font.size.xs};
`;

const StyledDot = styled.span`
  width: ${({ theme }) => theme.space.sm};
  height: ${({ theme }) => theme.space.sm};
  border-radius: ${({ theme }) => theme.radius.pill};
  background: ${({ theme }) => theme.color.primary};
`;

const StyledSrOnly = styled.span`
  position: absolute;
  width: 1px;
  height: 1px;
  overflow: hidden;
  clip: rect(0 0 0 0);
  white-space: nowrap;
`;

/** The folder's messages, newest first: who, type, when, a preview; unread ones stand out. */
export function MessageList({ folder, messages, selectedId, now, onSelect }: MessageListProps) {
  return (
    <StyledList aria-label={folder === 'INBOX' ? 'Received messages' : 'Sent messages'}>
      {messages.map((message) => {
        const other = folder === 'INBOX' ? message.sender : message.receiver;
        const unread = folder === 'INBOX' && !message.isRead;
        const type = messageTypeLabel(message.messageType);
        return (
          <li key={message.id}>
            <StyledItem
              type="button"
              $selected={message.id === selectedId}
              $unread={unread}
              aria-current={message.id === selectedId ? 'true' : undefined}
              onClick={() => onSelect(message)}
              data-testid="message-item"
            >
              <Avatar name={other.name} initials={other.avatarInitials} size="sm" decorative />
              <StyledBody>
                <StyledTopRow $unread={unread}>
                  <span>
                    {folder === 'SENT' && 'To: '}
                    {other.name}
                    {unread && <StyledSrOnly>, unread</StyledSrOnly>}
                  </span>
                  <time dateTime={message.createdAt}>{relativeTimeMessages(message.createdAt, now)}</time>
                </StyledTopRow>
                <StyledPreview $unread={unread}>{message.content}</StyledPreview>
                <StyledMeta>
                  {unread && <StyledDot aria-hidden="true" />}
                  <StatusBadge status={type} />
                  {other.company && <span>{other.company}</span>}
                  {message.relatedOrder && <span>{message.relatedOrder.orderCode}</span>}
                </StyledMeta>
              </StyledBody>
            </StyledItem>
          </li>
        );
      })}
    </StyledList>
  );
}
