import styled from 'styled-components';
import { Input, type OrderStatus, type ScheduleHealth, Select } from 'mfe-shared';
import { ORDER_FILTER_STATUSES, orderStatusLabel } from '../utils/orderStatus';
import { SCHEDULE_LABELS } from './ScheduleBadge';

export type OrdersToolbarProps = {
  search: string;
  onSearchChange: (value: string) => void;
  status: OrderStatus | '';
  onStatusChange: (value: OrderStatus | '') => void;
  schedule: ScheduleHealth | '';
  onScheduleChange: (value: ScheduleHealth | '') => void;
};

const SCHEDULES: ScheduleHealth[] = ['Late', 'AtRisk', 'OnTrack'];

const StyledToolbar = styled.div`
  display: flex;
  flex-wrap: wrap;
  gap: ${({ theme }) => theme.space.md};
  margin-bottom: ${({ theme }) => theme.space.lg};

  & > :first-child {
    flex: 2 1 16rem;
  }
  & > :not(:first-child) {
    flex: 1 1 12rem;
  }
`;

/** Search (order id, product, buyer, vendor) and the status filter of the orders list. */
export function OrdersToolbar({
  search,
  onSearchChange,
  status,
  onStatusChange,
  schedule,
  onScheduleChange,
}: OrdersToolbarProps) {
  return (
    <StyledToolbar role="search">
      <Input
        type="search"
        aria-label="Search orders"
        placeholder="Search by order id, product, buyer or vendor..."
        value={search}
        onChange={(event) => onSearchChange(event.target.value)}
      />
      <Select
        aria-label="Filter by status"
        value={status}
        onChange={(event) => onStatusChange(event.target.value as OrderStatus | '')}
      >
        <option value="">All statuses</option>
        {ORDER_FILTER_STATUSES.map((value) => (
          <option key={value} value={value}>
            {orderStatusLabel(value)}
          </option>
        ))}
      </Select>
      <Select
        aria-label="Filter by schedule"
        value={schedule}
        onChange={(event) => onScheduleChange(event.target.value as ScheduleHealth | '')}
      >
        <option value="">Any schedule</option>
        {SCHEDULES.map((value) => (
          <option key={value} value={value}>
            {SCHEDULE_LABELS[value]}
          </option>
        ))}
      </Select>
    </StyledToolbar>
  );
}
