import { useMutation, useQuery } from '@apollo/client/react';
import { useEffect, useState } from 'react';
import styled from 'styled-components';
import { Card, CardHeader, CardTitle, ConfirmDialog, Input, PageStack, Tabs, useDebouncedValue, useToast } from 'mfe-shared';
import { AdminAssociationsListDocument, AdminAssociationsSetStatusDocument } from 'mfe-shared/operations';
import { ConnectionsTable, type ConnectionRow } from '../modules/associations/components/ConnectionsTable';
import { CreateConnectionPanel } from '../modules/associations/components/CreateConnectionPanel';
import { OrderingPoliciesCard } from '../modules/associations/components/OrderingPoliciesCard';
import { StatCards } from '../modules/users/components/StatCards';

const StyledSearch = styled.div`
  width: 100%;
  max-width: ${({ theme }) => theme.size.sheetWidth};
`;

const TABS = [
  { value: 'approved', label: 'Active' },
  { value: 'pending', label: 'Pending' },
  { value: 'blocked', label: 'Blocked' },
  { value: 'all', label: 'All' },
];

/**
 * /admin/associations: connect buyers with vendors, then approve or block connections (blocking
 * asks first); every buyer's ordering policy below.
 */
export function AssociationsPage() {
  const { toast } = useToast();
  const [status, setStatus] = useState('approved');
  const [search, setSearch] = useState('');
  const [busyId, setBusyId] = useState<number | null>(null);
  const [blocking, setBlocking] = useState<ConnectionRow | null>(null);
  const debouncedSearch = useDebouncedValue(search.trim());

  const { data, previousData, loading, error, refetch } = useQuery(AdminAssociationsListDocument, {
    variables: { status, search: debouncedSearch || null },
  });
  const [setConnectionStatus] = useMutation(AdminAssociationsSetStatusDocument);

  useEffect(() => {
    if (error) toast({ title: 'Error', description: 'Failed to load data. Please try again.', variant: 'destructive' });
  }, [error, toast]);

  const list = (data ?? previousData)?.connections;
  const stats = list?.stats;

  async function handleSetStatus(row: ConnectionRow, next: 'approved' | 'blocked') {
    setBusyId(row.id);
    try {
      await setConnectionStatus({ variables: { id: row.id, status: next } });
      toast({ title: 'Status updated', description: `The association status has been updated to ${next}` });
      await refetch();
    } catch {
      toast({ title: 'Error', description: 'Failed to update association status. Please try again.', variant: 'destructive' });
    } finally {
      setBusyId(null);
    }
  }

  const table = (
    <ConnectionsTable
      rows={list?.connections ?? []}
      empty={loading && !list ? 'Loading connections...' : 'No connections found.'}
      busyId={busyId}
      onSetStatus={(row, next) => (next === 'blocked' ? setBlocking(row) : void handleSetStatus(row, next))}
    />
  );

  return (
    <PageStack>
      <StatCards
        label="Connection statistics"
        items={[
          { label: 'Total Connections', value: stats?.total },
          { label: 'Active', value: stats?.active },
          { label: 'Pending', value: stats?.pending },
          { label: 'Blocked', value: stats?.blocked },
        ]}
      />
      <CreateConnectionPanel onCreated={() => void refetch()} />
      <Card aria-labelledby="connections-title" aria-busy={loading}>
        <CardHeader>
          <CardTitle id="connections-title">Connections</CardTitle>
          <StyledSearch>
            <Input
              type="search"
              aria-label="Search connections by name or company"
              placeholder="Search by name or company..."
              value={search}
              onChange={(event) => setSearch(event.target.value)}
            />
          </StyledSearch>
        </CardHeader>
        <Tabs
          label="Connection status"
          value={status}
          onValueChange={setStatus}
          items={TABS.map((tab) => ({ ...tab, content: tab.value === status ? table : null }))}
        />
      </Card>
      <OrderingPoliciesCard />
      <ConfirmDialog
        open={blocking !== null}
        title="Block this connection?"
        text={
          blocking
            ? `${blocking.buyer.name} and ${blocking.vendor.company || blocking.vendor.name} can no longer place new orders or message each other. Existing orders stay.`
            : undefined
        }
        confirmLabel="Block"
        destructive
        pending={blocking !== null && busyId === blocking.id}
        onCancel={() => setBlocking(null)}
        onConfirm={() => {
          if (blocking) void handleSetStatus(blocking, 'blocked').then(() => setBlocking(null));
        }}
      />
    </PageStack>
  );
}
