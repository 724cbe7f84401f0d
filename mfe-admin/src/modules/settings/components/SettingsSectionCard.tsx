import type { FormEvent, ReactNode } from 'react';
import styled from 'styled-components';
import { Button, Card, CardDescription, CardHeader, CardTitle, SkeletonText } from 'mfe-shared';

export type SettingsSectionCardProps = {
  id: string;
  title: string;
  description?: string;
  loading: boolean;
  error?: Error;
  onRetry: () => void;
  /** Shows the Save button; the form submits through it. */
  onSave?: () => void;
  saving?: boolean;
  /** True when the form holds unsaved edits: Save is enabled only then. */
  dirty?: boolean;
  /** Buttons next to the title (e.g. Refresh). */
  actions?: ReactNode;
  children?: ReactNode;
};

const StyledBody = styled.form`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space.xl};
`;

const StyledFooter = styled.div`
  display: flex;
  justify-content: flex-end;
  padding-top: ${({ theme }) => theme.space.lg};
  border-top: 1px solid ${({ theme }) => theme.color.border};
`;

const StyledError = styled.div`
  display: flex;
  align-items: center;
  justify-content: space-between;
  gap: ${({ theme }) => theme.space.md};
  padding: ${({ theme }) => theme.space.md};
  border-radius: ${({ theme }) => theme.radius.md};
  background: ${({ theme }) => theme.color.red.bg};
  color: ${({ theme }) => theme.color.red.fg};

  p {
    margin: 0;
  }
`;

const StyledActions = styled.div`
  display: flex;
  gap: ${({ theme }) => theme.space.sm};
  flex-wrap: wrap;
`;

/** A settings tab: title, a skeleton while loading, the error with Retry, the fields and Save. */
export function SettingsSectionCard({
  id,
  title,
  description,
  loading,
  error,
  onRetry,
  onSave,
  saving,
  dirty,
  actions,
  children,
}: SettingsSectionCardProps) {
  function handleSubmit(event: FormEvent) {
    event.preventDefault();
    onSave?.();
  }
  let body: ReactNode = children;
  if (loading) body = <SkeletonText lines={6} />;
  else if (error) {
    body = (
      <StyledError role="alert">
        <p>Could not load the {title.toLowerCase()} settings: {error.message}</p>
        <Button $variant="secondary" onClick={onRetry}>
          Retry
        </Button>
      </StyledError>
    );
  }
  return (
    <Card aria-labelledby={`${id}-title`} aria-busy={loading}>
      <CardHeader>
        <div>
          <CardTitle id={`${id}-title`}>{title}</CardTitle>
          {description && <CardDescription>{description}</CardDescription>}
        </div>
        {actions && <StyledActions>{actions}</StyledActions>}
      </CardHeader>
      <StyledBody onSubmit={handleSubmit} noValidate aria-label={`${title} settings`}>
        {body}
        {onSave && !loading && !error && (
          <StyledFooter>
            <Button type="submit" disabled={saving || !dirty}>
              {saving ? 'Saving...' : 'Save Changes'}
            </Button>
          </StyledFooter>
        )}
      </StyledBody>
    </Card>
  );
}
