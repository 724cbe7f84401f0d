import styled from 'styled-components';
import { Button, formatSpecDate, SortableTable, StatusBadge, type AdminAssociationsListQuery, type TableColumn } from 'mfe-shared';

export type ConnectionRow = AdminAssociationsListQuery['connections']['connections'][number];

export type ConnectionsTableProps = {
  rows: ConnectionRow[];
  /** 'Loading connections...' or the empty state. */
  empty: string;
  /** The connection whose status is being changed (its buttons are disabled). */
  busyId: number | null;
  onSetStatus: (row: ConnectionRow, status: 'approved' | 'blocked') => void;
};

const StyledParty = styled.div`
  display: flex;
  flex-direction: column;

  span:last-child {
    font-size: ${({ theme }) => theme.font.size.sm};
    color: ${({ theme }) => theme.color.muted};
  }
`;

const StyledActions = styled.div`
  display: flex;
  justify-content: flex-end;
  gap: ${({ theme }) => theme.space.sm};
`;

const StyledSmallButton = styled(Button)`
  padding: ${({ theme }) => `${theme.space.xs} ${theme.space.md}`};
  font-size: ${({ theme }) => theme.font.size.sm};
`;

const StyledEmpty = styled.p`
  margin: 0;
  padding: ${({ theme }) => theme.space.xl};
  text-align: center;
  color: ${({ theme }) => theme.color.muted};
`;

const STATUS_LABEL: Record<string, string> = {
  approved: 'Approved',
  pending: 'Pending',
  blocked: 'Blocked',
  rejected: 'Rejected',
};

function Party({ name, company }: { name: string; company?: string | null }) {
  return (
    <StyledParty>
      <span>{name}</span>
      <span>{company || 'No company'}</span>
    </StyledParty>
  );
}

/** Buyer, vendor, status, created date and the Approve / Block actions (SPEC.md 2.8). */
export function ConnectionsTable({ rows, empty, busyId, onSetStatus }: ConnectionsTableProps) {
  const columns: TableColumn<ConnectionRow>[] = [
    {
      key: 'buyer',
      header: 'Buyer',
      sortable: true,
      sortValue: (row) => row.buyer.name,
      render: (row) => <Party name={row.buyer.name} company={row.buyer.company} />,
    },
    {
      key: 'vendor',
      header: 'Vendor',
      sortable: true,
      sortValue: (row) => row.vendor.name,
      render: (row) => <Party name={row.vendor.name} company={row.vendor.company} />,
    },
    {
      key: 'status',
      header: 'Status',
      sortable: true,
      render: (row) => <StatusBadge status={row.status} label={STATUS_LABEL[row.status] ?? row.status} />,
    },
    {
      key: 'createdAt',
      header: 'Created',
      sortable: true,
      hideOnMobile: true,
      sortValue: (row) => new Date(row.createdAt),
      render: (row) => <time dateTime={row.createdAt}>{formatSpecDate(row.createdAt)}</time>,
    },
    {
      key: 'actions',
      header: 'Actions',
      align: 'right',
      render: (row) => {
        const who = `${row.buyer.name} and ${row.vendor.name}`;
        return (
          <StyledActions>
            {row.availableActions.includes('Approve') && (
              <StyledSmallButton
                $variant="secondary"
                disabled={busyId === row.id}
                onClick={() => onSetStatus(row, 'approved')}
                aria-label={`Approve the connection between ${who}`}
              >
                Approve
              </StyledSmallButton>
            )}
            {row.availableActions.includes('Block') && (
              <StyledSmallButton
                $variant="destructive"
                disabled={busyId === row.id}
                onClick={() => onSetStatus(row, 'blocked')}
                aria-label={`Block the connection between ${who}`}
              >
                Block
              </StyledSmallButton>
            )}
          </StyledActions>
        );
      },
    },
  ];
  return (
    <SortableTable
      caption="Buyer-vendor connections"
      hideCaption
      columns={columns}
      rows={rows}
      rowKey={(row) => row.id}
      defaultSort={{ key: 'createdAt', direction: 'desc' }}
      empty={<StyledEmpty role="status">{empty}</StyledEmpty>}
    />
  );
}
