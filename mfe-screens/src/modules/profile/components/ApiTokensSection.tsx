import { useMutation, useQuery } from '@apollo/client/react';
import { zodResolver } from '@hookform/resolvers/zod';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { z } from 'zod';
import { Button, Checkbox, ConfirmDialog, FormField, Input, type ProfileApiTokensQuery, refusalText, SectionCard, Select, SortableTable, StatusBadge, showServerErrors, type TableColumn, useToast } from 'mfe-shared';
import { ProfileApiTokensDocument, ProfileCreateApiTokenDocument, ProfileRevokeApiTokenDocument } from 'mfe-shared/operations';
import { errorText, formatWhen, StyledFormRow, StyledIntro, StyledMuted } from './profileStyles';
import { SecretDialog } from './SecretDialog';

type Token = ProfileApiTokensQuery['apiTokens'][number];

const EXPIRY_CHOICES = [
  { days: 7, label: '7 days' },
  { days: 30, label: '30 days' },
  { days: 90, label: '90 days' },
  { days: 365, label: '1 year' },
];

function tokenState(token: Token): { status: string; label: string } {
  if (token.revokedAt) return { status: 'rejected', label: 'Revoked' };
  if (new Date(token.expiresAt).getTime() <= Date.now()) return { status: 'cancelled', label: 'Expired' };
  return { status: 'approved', label: 'Active' };
}

/** Only what the form must hold before it is sent; the server checks the name and the expiry. */
const tokenSchema = z.object({
  name: z.string().trim().min(1, 'Name is required'),
  expiresInDays: z.string(),
});

type TokenValues = z.infer<typeof tokenSchema>;

/** mayListAll: the server lets this user list every user's tokens (capabilities.seeAllApiTokens). */
export type ApiTokensSectionProps = { mayListAll: boolean };

/** Personal API tokens: create (shown once), list, revoke; admins can list and revoke everyone's. */
export function ApiTokensSection({ mayListAll }: ApiTokensSectionProps) {
  const { toast } = useToast();
  const [showAll, setShowAll] = useState(false);
  const form = useForm<TokenValues>({
    defaultValues: { name: '', expiresInDays: '30' },
    resolver: zodResolver(tokenSchema),
  });
  const { errors } = form.formState;
  const [secret, setSecret] = useState<string | null>(null);
  const [toRevoke, setToRevoke] = useState<Token | null>(null);
  const { data, loading, error, refetch } = useQuery(ProfileApiTokensDocument, {
    variables: { all: mayListAll && showAll },
  });
  const [createToken, { loading: creating }] = useMutation(ProfileCreateApiTokenDocument, {
    refetchQueries: [ProfileApiTokensDocument],
  });
  const [revokeToken, { loading: revoking }] = useMutation(ProfileRevokeApiTokenDocument);

  async function handleCreate({ name, expiresInDays }: TokenValues) {
    try {
      const result = await createToken({ variables: { input: { name, expiresInDays: Number(expiresInDays) } } });
      setSecret(result.data?.createApiToken.token ?? null);
      form.resetField('name');
    } catch (createError) {
      const failure = showServerErrors(form, createError);
      toast({ title: 'Could not create the token', description: refusalText(failure, 'Please try again.'), variant: 'destructive' });
    }
  }

  async function handleRevoke() {
    if (!toRevoke) return;
    try {
      await revokeToken({ variables: { id: toRevoke.id } });
      toast({ title: 'Token revoked', description: `"${toRevoke.name}" no longer works.` });
    } catch (revokeError) {
      toast({ title: 'Could not revoke the token', description: errorText(revokeError), variant: 'destructive' });
    } finally {
      setToRevoke(null);
    }
  }

  const columns: TableColumn<Token>[] = [
    { key: 'name', header: 'Name', sortable: true },
    { key: 'prefix', header: 'Token', render: (token) => <code>{token.prefix}…</code> },
    ...(showAll ? [{ key: 'owner', header: 'Owner', sortable: true, sortValue: (token: Token) => token.user.name, render: (token: Token) => `${token.user.name} (${token.user.username})` }] : []),
    { key: 'createdAt', header: 'Created', sortable: true, hideOnMobile: true, sortValue: (token) => token.createdAt, render: (token) => formatWhen(token.createdAt) },
    { key: 'expiresAt', header: 'Expires', sortable: true, sortValue: (token) => token.expiresAt, render: (token) => formatWhen(token.expiresAt) },
    { key: 'lastUsedAt', header: 'Last used', hideOnMobile: true, sortable: true, sortValue: (token) => token.lastUsedAt ?? '', render: (token) => formatWhen(token.lastUsedAt, 'Never') },
    { key: 'status', header: 'Status', render: (token) => <StatusBadge {...tokenState(token)} /> },
    {
      key: 'actions',
      header: <StyledMuted>Actions</StyledMuted>,
      align: 'right',
      render: (token) =>
        !token.availableActions.includes('Revoke') ? null : (
          <Button $variant="secondary" aria-label={`Revoke ${token.name}`} onClick={() => setToRevoke(token)}>
            Revoke
          </Button>
        ),
    },
  ];

  const tokens = data?.apiTokens ?? [];
  return (
    <SectionCard
      id="api-tokens"
      title="API tokens"
      action={mayListAll && <Checkbox label="Show all users' tokens" checked={showAll} onChange={(event) => setShowAll(event.target.checked)} />}
      loading={!data && loading}
      error={!data ? error : null}
      onRetry={() => void refetch()}
    >
      <StyledIntro>
        A program sends a token as <code>Authorization: Bearer &lt;token&gt;</code> to /graphql or /api and acts as you,
        with your permissions. Tokens cannot create or revoke tokens, nor change passwords.
      </StyledIntro>
      <StyledFormRow onSubmit={form.handleSubmit(handleCreate)} noValidate aria-label="Create API token">
        <FormField label="Token name" error={errors.name?.message}>
          <Input maxLength={100} placeholder="e.g. ERP sync" {...form.register('name')} />
        </FormField>
        <FormField label="Expires after" error={errors.expiresInDays?.message}>
          <Select {...form.register('expiresInDays')}>
            {EXPIRY_CHOICES.map((choice) => (
              <option key={choice.days} value={choice.days}>
                {choice.label}
              </option>
            ))}
          </Select>
        </FormField>
        <Button type="submit" disabled={creating}>
          {creating ? 'Creating...' : 'Create token'}
        </Button>
      </StyledFormRow>
      <SortableTable
        caption="API tokens"
        hideCaption
        columns={columns}
        rows={tokens}
        rowKey={(token) => token.id}
        empty="No API tokens yet."
      />
      <SecretDialog
        secret={secret}
        title="Your new API token"
        text="Copy it now: it is shown only this once. Anyone with it can act as you until it expires or is revoked."
        onClose={() => setSecret(null)}
      />
      <ConfirmDialog
        open={toRevoke !== null}
        title="Revoke this token?"
        text={toRevoke ? `Programs using "${toRevoke.name}" (${toRevoke.prefix}…) will be refused from now on.` : undefined}
        confirmLabel={revoking ? 'Revoking...' : 'Revoke'}
        destructive
        pending={revoking}
        onConfirm={() => void handleRevoke()}
        onCancel={() => setToRevoke(null)}
      />
    </SectionCard>
  );
}
