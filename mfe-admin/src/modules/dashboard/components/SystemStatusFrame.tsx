import { Button, SectionCard } from 'mfe-shared';

// The System Status card's frame, without Apollo: SystemStatusCard, and the card as it shows
// until that code and the GraphQL client are here (the same loading card, at its size).
export const SYSTEM_STATUS_ID = 'admin-system-status';
export const SYSTEM_STATUS_TITLE = 'System Status';
export const SYSTEM_STATUS_ROWS = 3;

export function RefreshButton({ onClick, disabled }: { onClick?: () => void; disabled: boolean }) {
  return (
    <Button $variant="ghost" onClick={onClick} disabled={disabled}>
      Refresh
    </Button>
  );
}

export function SystemStatusPlaceholder() {
  return (
    <SectionCard
      id={SYSTEM_STATUS_ID}
      title={SYSTEM_STATUS_TITLE}
      action={<RefreshButton disabled />}
      loading
      skeletonRows={SYSTEM_STATUS_ROWS}
    />
  );
}
