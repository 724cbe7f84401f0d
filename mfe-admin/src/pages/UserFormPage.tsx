import { useMutation, useQuery } from '@apollo/client/react';
import { Link, useNavigate, useParams } from 'react-router-dom';
import styled from 'styled-components';
import { Button, Card, EmptyState, SkeletonText, useToast } from 'mfe-shared';
import { AdminCreateUserDocument, AdminUpdateUserDocument, AdminUserDetailDocument } from 'mfe-shared/operations';
import { UserForm } from '../modules/users/components/UserForm';
import { serverMessage } from '../modules/users/utils/serverMessage';
import { EMPTY_USER_FORM, type UserFormValues } from '../modules/users/utils/userForm';

const StyledPage = styled.div`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space.lg};
  max-width: ${({ theme }) => `calc(${theme.size.dialogWidth} * 1.6)`};

  h2 {
    margin: 0;
    font-size: ${({ theme }) => theme.font.size.lg};
  }
`;

const optional = (value: string) => value || null;

/** /admin/users/new and /admin/users/edit/:id: the add-user form, or the same form for an existing user. */
export function UserFormPage() {
  const { id } = useParams();
  const userId = id !== undefined ? Number(id) : null;
  const editing = userId !== null;
  const navigate = useNavigate();
  const { toast } = useToast();

  const detail = useQuery(AdminUserDetailDocument, {
    variables: { id: userId ?? 0 },
    skip: !editing || !Number.isInteger(userId),
    fetchPolicy: 'network-only',
  });
  const [createUser] = useMutation(AdminCreateUserDocument, { refetchQueries: ['AdminUsersList'] });
  const [updateUser] = useMutation(AdminUpdateUserDocument, { refetchQueries: ['AdminUsersList'] });

  async function handleCreate(values: UserFormValues) {
    const result = await createUser({
      variables: {
        input: {
          name: values.name,
          username: values.username,
          email: values.email,
          password: values.password,
          role: values.role,
          company: optional(values.company),
          avatarInitials: optional(values.avatarInitials),
        },
      },
    });
    const name = result.data?.createUser.name ?? values.name;
    toast({ title: 'User created', description: `${name} has been added successfully.` });
    navigate('/admin/users');
  }

  async function handleUpdate(values: UserFormValues) {
    if (userId === null) return;
    const result = await updateUser({
      variables: {
        id: userId,
        input: {
          name: values.name,
          email: values.email,
          role: values.role,
          company: values.company,
          avatarInitials: optional(values.avatarInitials),
          active: values.active,
          ...(values.password ? { password: values.password } : {}),
        },
      },
    });
    const name = result.data?.updateUser.name ?? values.name;
    toast({ title: 'User updated', description: `${name} has been updated successfully.` });
    navigate('/admin/users');
  }

  if (editing) {
    const user = detail.data?.user;
    if (detail.loading && !user) {
      return (
        <StyledPage aria-busy="true">
          <h2>Edit User</h2>
          <Card>
            <SkeletonText lines={6} />
          </Card>
        </StyledPage>
      );
    }
    if (!user) {
      return (
        <StyledPage>
          <Card>
            <EmptyState
              title="User not found"
              text={serverMessage(detail.error) ?? 'The user does not exist.'}
              action={
                <Button as={Link} to="/admin/users" $variant="secondary">
                  Back to users
                </Button>
              }
            />
          </Card>
        </StyledPage>
      );
    }
    const initial: UserFormValues = {
      name: user.name,
      username: user.username,
      email: user.email,
      password: '',
      role: user.role,
      company: user.company ?? '',
      avatarInitials: user.avatarInitials ?? '',
      active: user.active,
    };
    return (
      <StyledPage>
        <h2>Edit {user.name}</h2>
        <UserForm key={user.id} initial={initial} editing onSubmit={handleUpdate} />
      </StyledPage>
    );
  }

  return (
    <StyledPage>
      <h2>Add New User</h2>
      <UserForm initial={EMPTY_USER_FORM} editing={false} onSubmit={handleCreate} />
    </StyledPage>
  );
}
