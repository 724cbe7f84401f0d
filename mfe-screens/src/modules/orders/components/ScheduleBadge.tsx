import { type ScheduleHealth, StatusBadge } from 'mfe-shared';

export type ScheduleBadgeProps = {
  schedule: ScheduleHealth | null | undefined;
  /** Show On Track too (the order detail); lists show only what needs attention. */
  showOnTrack?: boolean;
};

export const SCHEDULE_LABELS: Record<ScheduleHealth, string> = {
  Late: 'Late',
  AtRisk: 'At Risk',
  OnTrack: 'On Track',
};

/** Late (a milestone past its planned date, not done) or At Risk (one due within days). */
export function ScheduleBadge({ schedule, showOnTrack = false }: ScheduleBadgeProps) {
  if (!schedule || (schedule === 'OnTrack' && !showOnTrack)) return null;
  const label = SCHEDULE_LABELS[schedule];
  return <StatusBadge status={label} aria-label={`Schedule: ${label}`} data-schedule={schedule} />;
}
