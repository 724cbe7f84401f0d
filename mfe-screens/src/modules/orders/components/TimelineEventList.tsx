import styled, { css } from 'styled-components';
import { EmptyState, formatDateTime, StatusBadge, type TimelineEventStatus } from 'mfe-shared';
import { orderStatusLabel } from '../utils/orderStatus';
import { iconOfStep, OrderIcon } from './OrderIcon';

export type TimelineEventItem = {
  id: number;
  step: string;
  status: TimelineEventStatus;
  notes: string | null;
  attachmentUrl: string | null;
  createdAt: string;
  requiresAction: boolean;
  createdBy: { name: string } | null;
  /** Set on the events of status changes: the order's status before and after. */
  fromStatus?: string | null;
  toStatus?: string | null;
};

export type TimelineEventListProps = { events: TimelineEventItem[] };

/** Completed is done, Pending is the current step, Upcoming is planned (SPEC.md 3, 4). */
const STATUS_LABEL: Record<TimelineEventStatus, string> = {
  Completed: 'Completed',
  Pending: 'In Progress',
  Upcoming: 'Pending',
};

/** The badge colour of each step status: green done, blue current, yellow planned (SPEC.md 4). */
const BADGE_COLOUR_OF: Record<TimelineEventStatus, string> = {
  Completed: 'Completed',
  Pending: 'Shipping',
  Upcoming: 'Pending',
};

const StyledList = styled.ol`
  margin: 0;
  padding: 0;
  list-style: none;
  display: flex;
  flex-direction: column;
`;

const StyledItem = styled.li`
  display: grid;
  grid-template-columns: auto 1fr;
  gap: ${({ theme }) => theme.space.md};
  padding-bottom: ${({ theme }) => theme.space.lg};
  position: relative;
`;

const StyledDot = styled.span<{ $status: TimelineEventStatus }>`
  display: inline-flex;
  align-items: center;
  justify-content: center;
  width: ${({ theme }) => theme.size.avatar.md};
  height: ${({ theme }) => theme.size.avatar.md};
  border-radius: ${({ theme }) => theme.radius.pill};
  ${({ theme, $status }) =>
    $status === 'Completed'
      ? css`
          background: ${theme.color.green.bg};
          color: ${theme.color.green.fg};
        `
      : $status === 'Pending'
        ? css`
            background: ${theme.color.blue.bg};
            color: ${theme.color.blue.fg};
          `
        : css`
            background: ${theme.color.neutral.bg};
            color: ${theme.color.neutral.fg};
          `}
`;

const StyledBody = styled.div`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space.xs};
  min-width: 0;
`;

const StyledTitleRow = styled.div`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  gap: ${({ theme }) => theme.space.sm};
  h4 {
    margin: 0;
    font-size: ${({ theme }) => theme.font.size.md};
  }
`;

const StyledMeta = styled.p`
  margin: 0;
  font-size: ${({ theme }) => theme.font.size.sm};
  color: ${({ theme }) => theme.color.muted};
`;

const StyledNotes = styled.p`
  margin: 0;
  font-size: ${({ theme }) => theme.font.size.sm};
  white-space: pre-wrap;
  overflow-wrap: anywhere;
`;

/**
 * An order's history, each event with the icon of its step (completed, current, upcoming): status
 * changes say from → to; notes and the milestones, samples and proposals are done as they happen.
 */
export function TimelineEventList({ events }: TimelineEventListProps) {
  if (events.length === 0) {
    return <EmptyState title="No timeline events yet" text="Production steps appear here as the order moves along." />;
  }
  return (
    <StyledList aria-label="Timeline events">
      {events.map((event) => (
        <StyledItem key={event.id}>
          <StyledDot $status={event.status}>
            <OrderIcon name={event.status === 'Completed' ? 'check' : iconOfStep(event.step)} />
          </StyledDot>
          <StyledBody>
            <StyledTitleRow>
              <h4>{event.step}</h4>
              <StatusBadge status={BADGE_COLOUR_OF[event.status]} label={STATUS_LABEL[event.status]} />
              {event.requiresAction && <StatusBadge status="Approval Required" label="Action required" />}
            </StyledTitleRow>
            <StyledMeta>
              {formatDateTime(event.createdAt)}
              {event.createdBy ? ` · ${event.createdBy.name}` : ''}
              {event.toStatus && event.fromStatus && event.fromStatus !== event.toStatus
                ? ` · Status ${orderStatusLabel(event.fromStatus)} → ${orderStatusLabel(event.toStatus)}`
                : ''}
            </StyledMeta>
            {event.notes && <StyledNotes>{event.notes}</StyledNotes>}
            {event.attachmentUrl && (
              <a href={event.attachmentUrl} target="_blank" rel="noreferrer noopener">
                View attachment
              </a>
            )}
          </StyledBody>
        </StyledItem>
      ))}
    </StyledList>
  );
}
