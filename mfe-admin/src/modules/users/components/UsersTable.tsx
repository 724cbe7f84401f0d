import { Link } from 'react-router-dom';
import styled from 'styled-components';
import { Avatar, Button, SortableTable, StatusBadge, type AdminUsersListQuery, type TableColumn } from 'mfe-shared';

export type UserRow = AdminUsersListQuery['users']['users'][number];

export type UsersTableProps = {
  users: UserRow[];
  /** The empty state ('No users found.') or the loading text. */
  empty: string;
  onDelete: (user: UserRow) => void;
};

const StyledName = styled.div`
  display: flex;
  align-items: center;
  gap: ${({ theme }) => theme.space.md};
`;

const StyledWho = styled.div`
  display: flex;
  flex-direction: column;
  min-width: 0;
`;

const StyledUsername = styled.span`
  color: ${({ theme }) => theme.color.muted};
  font-size: ${({ theme }) => theme.font.size.sm};
`;

const StyledActions = styled.div`
  display: flex;
  justify-content: flex-end;
  gap: ${({ theme }) => theme.space.sm};
`;

const StyledSmallButton = styled(Button)`
  padding: ${({ theme }) => `${theme.space.xs} ${theme.space.md}`};
  font-size: ${({ theme }) => theme.font.size.sm};
  text-decoration: none;
`;

const StyledEmpty = styled.p`
  margin: 0;
  padding: ${({ theme }) => theme.space.xl};
  text-align: center;
  color: ${({ theme }) => theme.color.muted};
`;

const ROLE_LABEL: Record<string, string> = { admin: 'Admin', buyer: 'Buyer', vendor: 'Vendor' };

/** The users list (SPEC.md 2.8): avatar, name, @username, email, role, company and actions. */
export function UsersTable({ users, empty, onDelete }: UsersTableProps) {
  const columns: TableColumn<UserRow>[] = [
    {
      key: 'name',
      header: 'User',
      sortable: true,
      render: (user) => (
        <StyledName>
          <Avatar name={user.name} initials={user.avatarInitials} size="sm" decorative />
          <StyledWho>
            <span>
              {user.name} {!user.active && <StatusBadge status="Inactive" />}
            </span>
            <StyledUsername>@{user.username}</StyledUsername>
          </StyledWho>
        </StyledName>
      ),
    },
    { key: 'email', header: 'Email', sortable: true, hideOnMobile: true },
    {
      key: 'role',
      header: 'Role',
      sortable: true,
      render: (user) => <StatusBadge status={user.role} label={ROLE_LABEL[user.role] ?? user.role} />,
    },
    { key: 'company', header: 'Company', sortable: true, hideOnMobile: true, render: (user) => user.company || '-' },
    {
      key: 'actions',
      header: 'Actions',
      align: 'right',
      render: (user) => (
        <StyledActions>
          <StyledSmallButton as={Link} to={`/admin/users/edit/${user.id}`} $variant="secondary" aria-label={`Edit ${user.name}`}>
            Edit
          </StyledSmallButton>
          <StyledSmallButton $variant="destructive" onClick={() => onDelete(user)} aria-label={`Delete ${user.name}`}>
            Delete
          </StyledSmallButton>
        </StyledActions>
      ),
    },
  ];
  return (
    <SortableTable
      caption="Users"
      hideCaption
      columns={columns}
      rows={users}
      rowKey={(user) => user.id}
      empty={<StyledEmpty role="status">{empty}</StyledEmpty>}
    />
  );
}
