import { useMutation, useQuery } from '@apollo/client/react';
import { useEffect, useState } from 'react';
import { Link } from 'react-router-dom';
import styled from 'styled-components';
import { Button, Card, ConfirmDialog, Input, PageHeading, PageStack, useSession, useToast, useDebouncedValue } from 'mfe-shared';
import { AdminDeleteUserDocument, AdminUsersListDocument } from 'mfe-shared/operations';
import { RoleFilter, type RoleFilterValue } from '../modules/users/components/RoleFilter';
import { StatCards } from '../modules/users/components/StatCards';
import { UsersTable, type UserRow } from '../modules/users/components/UsersTable';

const StyledToolbar = styled.div`
  display: flex;
  align-items: center;
  gap: ${({ theme }) => theme.space.md};
  flex-wrap: wrap;
  margin-bottom: ${({ theme }) => theme.space.lg};

  input {
    flex: 1;
    min-width: 0;
  }
`;

/** /admin/users: the portal's users with search, role filter, counts, edit and delete. */
export function UsersPage() {
  const { user: me } = useSession();
  const { toast } = useToast();
  const [search, setSearch] = useState('');
  const [role, setRole] = useState<RoleFilterValue>('all');
  const [pendingDelete, setPendingDelete] = useState<UserRow | null>(null);
  const debouncedSearch = useDebouncedValue(search.trim());

  const { data, previousData, loading, error, refetch } = useQuery(AdminUsersListDocument, {
    variables: { search: debouncedSearch || null, role },
  });
  const [deleteUser, { loading: deleting }] = useMutation(AdminDeleteUserDocument);

  useEffect(() => {
    if (error) toast({ title: 'Error', description: 'Failed to load users. Please try again.', variant: 'destructive' });
  }, [error, toast]);

  const list = (data ?? previousData)?.users;
  const counts = list?.counts;

  function handleDeleteClick(user: UserRow) {
    if (me && user.id === me.id) {
      toast({ title: 'Action not allowed', description: 'You cannot delete your own account', variant: 'destructive' });
      return;
    }
    setPendingDelete(user);
  }

  async function handleConfirmDelete() {
    if (!pendingDelete) return;
    try {
      const result = await deleteUser({ variables: { id: pendingDelete.id } });
      const deactivated = result.data?.deleteUser.deactivated;
      toast(
        deactivated
          ? { title: 'User deactivated', description: 'User has been successfully deactivated' }
          : { title: 'User deleted', description: 'User has been successfully deleted' },
      );
      setPendingDelete(null);
      await refetch();
    } catch {
      setPendingDelete(null);
      toast({ title: 'Error', description: 'Failed to delete user. Please try again.', variant: 'destructive' });
    }
  }

  const emptyText = loading && !list ? 'Loading users...' : 'No users found.';

  return (
    <PageStack>
      <PageHeading
        title="Users"
        actions={
          <Button as={Link} to="/admin/users/new">
            Add New User
          </Button>
        }
      />
      <StatCards
        label="User counts"
        items={[
          { label: 'Total Users', value: counts?.total },
          { label: 'Admins', value: counts?.admins },
          { label: 'Buyers', value: counts?.buyers },
          { label: 'Vendors', value: counts?.vendors },
        ]}
      />
      <Card aria-busy={loading}>
        <StyledToolbar>
          <Input
            type="search"
            aria-label="Search users by name, email or username"
            placeholder="Search by name, email or username..."
            value={search}
            onChange={(event) => setSearch(event.target.value)}
          />
          <RoleFilter value={role} onChange={setRole} />
        </StyledToolbar>
        <UsersTable users={list?.users ?? []} empty={emptyText} onDelete={handleDeleteClick} />
      </Card>
      <ConfirmDialog
        open={pendingDelete !== null}
        title="Are you sure you want to delete this user?"
        text={
          pendingDelete
            ? `${pendingDelete.name} (@${pendingDelete.username}) will be removed. An account that orders, messages or other records refer to is deactivated instead.`
            : undefined
        }
        confirmLabel={deleting ? 'Deleting...' : 'Delete'}
        destructive
        pending={deleting}
        onConfirm={() => void handleConfirmDelete()}
        onCancel={() => setPendingDelete(null)}
      />
    </PageStack>
  );
}
