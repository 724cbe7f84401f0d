import { useEffect, useId, useRef, useState } from 'react';
import { useMutation, useQuery } from '@apollo/client/react';
import { useNavigate } from 'react-router-dom';
import styled from 'styled-components';
import { Button, type NotificationsQuery, relativeTimeDashboard } from 'mfe-shared';
import { MarkAllNotificationsReadDocument, MarkNotificationReadDocument, NotificationsDocument } from 'mfe-shared/operations';
import { Icon } from './icons';
import { StyledSrOnly } from './srOnly';
import { StyledBell, StyledCount, StyledIconButton } from './headerParts';
import { useUnreadCounts } from './unreadCounts';

const SHOWN = 10;

const StyledPanel = styled.div`
  position: absolute;
  right: 0;
  top: calc(100% + ${({ theme }) => theme.space.xs});
  z-index: ${({ theme }) => theme.zIndex.overlay};
  width: min(calc(100vw - ${({ theme }) => theme.space.xl}), ${({ theme }) => theme.size.sheetWidth});
  background: ${({ theme }) => theme.color.surface};
  border: 1px solid ${({ theme }) => theme.color.border};
  border-radius: ${({ theme }) => theme.radius.md};
  box-shadow: ${({ theme }) => theme.shadow.overlay};
`;

const StyledPanelHead = styled.div`
  display: flex;
  align-items: center;
  justify-content: space-between;
  gap: ${({ theme }) => theme.space.sm};
  padding: ${({ theme }) => `${theme.space.sm} ${theme.space.md}`};
  border-bottom: 1px solid ${({ theme }) => theme.color.border};
  h2 {
    margin: 0;
    font-size: ${({ theme }) => theme.font.size.md};
  }
`;

const StyledList = styled.ul`
  list-style: none;
  margin: 0;
  padding: ${({ theme }) => theme.space.xs};
  max-height: calc(${({ theme }) => theme.layout.headerHeight} * 7);
  overflow-y: auto;
`;

const StyledItem = styled.button<{ $unread: boolean }>`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space.xs};
  width: 100%;
  padding: ${({ theme }) => `${theme.space.sm} ${theme.space.md}`};
  border: 0;
  border-radius: ${({ theme }) => theme.radius.sm};
  background: ${({ theme, $unread }) => ($unread ? theme.color.blue.bg : 'transparent')};
  color: ${({ theme }) => theme.color.text};
  font: inherit;
  text-align: left;
  cursor: pointer;
  &:hover {
    background: ${({ theme }) => theme.color.hover};
  }
  span {
    color: ${({ theme }) => theme.color.muted};
    font-size: ${({ theme }) => theme.font.size.sm};
  }
`;

const StyledNote = styled.p`
  margin: 0;
  padding: ${({ theme }) => theme.space.lg};
  color: ${({ theme }) => theme.color.muted};
  text-align: center;
`;

/** The bell of DECISIONS.md 1: live unread count, the latest notifications, mark read. */
export function NotificationBell() {
  const navigate = useNavigate();
  const panelId = useId();
  const rootRef = useRef<HTMLDivElement>(null);
  const buttonRef = useRef<HTMLButtonElement>(null);
  const [open, setOpen] = useState(false);
  const { notifications: unread } = useUnreadCounts();
  const { data, loading, error, refetch } = useQuery(NotificationsDocument, {
    variables: { first: SHOWN },
    skip: !open,
  });
  const [markRead] = useMutation(MarkNotificationReadDocument);
  const [markAllRead, markAll] = useMutation(MarkAllNotificationsReadDocument);

  // A new notification changes the count: refresh the open list.
  useEffect(() => {
    if (open) void refetch().catch(() => undefined);
  }, [unread, open, refetch]);

  useEffect(() => {
    if (!open) return;
    const handlePointer = (event: PointerEvent) => {
      if (!rootRef.current?.contains(event.target as Node)) setOpen(false);
    };
    document.addEventListener('pointerdown', handlePointer);
    return () => document.removeEventListener('pointerdown', handlePointer);
  }, [open]);

  const handleOpenItem = (item: NotificationsQuery['notifications'][number]) => {
    setOpen(false);
    if (!item.isRead) void markRead({ variables: { id: item.id } }).catch(() => undefined);
    if (item.link) navigate(item.link);
  };

  const handleMarkAll = async () => {
    try {
      await markAllRead();
      await refetch();
    } catch {
      // The list keeps its state; the error note below tells the user.
    }
  };

  const items = data?.notifications ?? [];

  return (
    <StyledBell
      ref={rootRef}
      // Tabbing past the panel closes it, as a click outside does.
      onBlur={(event) => {
        const next = event.relatedTarget as Node | null;
        if (open && next && !event.currentTarget.contains(next)) setOpen(false);
      }}
      onKeyDown={(event) => {
        if (event.key === 'Escape' && open) {
          setOpen(false);
          buttonRef.current?.focus();
        }
      }}
    >
      <StyledIconButton
        ref={buttonRef}
        aria-label={unread > 0 ? `Notifications, ${unread} unread` : 'Notifications'}
        aria-expanded={open}
        aria-controls={panelId}
        aria-haspopup="dialog"
        onClick={() => setOpen((value) => !value)}
      >
        <Icon name="bell" />
        {unread > 0 && <StyledCount aria-hidden="true">{unread > 99 ? '99+' : unread}</StyledCount>}
      </StyledIconButton>
      {open && (
        <StyledPanel id={panelId} role="dialog" aria-label="Notifications">
          <StyledPanelHead>
            <h2>Notifications</h2>
            <Button
              $variant="ghost"
              onClick={() => void handleMarkAll()}
              disabled={unread === 0 || markAll.loading}
            >
              Mark all as read
            </Button>
          </StyledPanelHead>
          {error && !data ? (
            <StyledNote role="alert">Notifications could not be loaded.</StyledNote>
          ) : loading && !data ? (
            <StyledNote aria-busy="true">Loading notifications...</StyledNote>
          ) : items.length === 0 ? (
            <StyledNote>No notifications yet.</StyledNote>
          ) : (
            <StyledList>
              {items.map((item) => (
                <li key={item.id}>
                  <StyledItem $unread={!item.isRead} onClick={() => handleOpenItem(item)}>
                    <strong>
                      {!item.isRead && <StyledSrOnly>Unread: </StyledSrOnly>}
                      {item.title}
                    </strong>
                    <span>{item.body}</span>
                    <span>{relativeTimeDashboard(item.createdAt)}</span>
                  </StyledItem>
                </li>
              ))}
            </StyledList>
          )}
        </StyledPanel>
      )}
    </StyledBell>
  );
}
