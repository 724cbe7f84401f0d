import { MilestoneOwner, ScheduleHealth, type MilestoneTemplateStep } from './milestone.entity';

/** A milestone due within this many days and not done puts its order At Risk. */
export const AT_RISK_DAYS = 3;

const DAY = 86_400_000;

/** The UTC calendar day of a moment, YYYY-MM-DD. */
export const dayOf = (now: Date) => now.toISOString().slice(0, 10);

/** A YYYY-MM-DD date moved by a number of days. */
export function addDays(iso: string, days: number): string {
  return new Date(Date.parse(`${iso}T00:00:00Z`) + days * DAY).toISOString().slice(0, 10);
}

/** The default time-and-action plan: each step with its owner side and days before the due date. */
export const DEFAULT_TEMPLATE_NAME = 'Standard production';
export const DEFAULT_STEPS: MilestoneTemplateStep[] = [
  { name: 'Fabric booked', owner: MilestoneOwner.vendor, offsetDays: 56 },
  { name: 'Lab dip approved', owner: MilestoneOwner.buyer, offsetDays: 49 },
  { name: 'Fit sample approved', owner: MilestoneOwner.buyer, offsetDays: 42 },
  { name: 'PP sample approved', owner: MilestoneOwner.buyer, offsetDays: 35 },
  { name: 'Cutting', owner: MilestoneOwner.vendor, offsetDays: 28 },
  { name: 'Sewing', owner: MilestoneOwner.vendor, offsetDays: 21 },
  { name: 'Finishing', owner: MilestoneOwner.vendor, offsetDays: 10 },
  { name: 'Inspection', owner: MilestoneOwner.buyer, offsetDays: 5 },
  { name: 'Ex-factory', owner: MilestoneOwner.vendor, offsetDays: 0 },
];

/**
 * Planned dates counted back from the due date; a step that would fall before the plan's start
 * (an order placed late) is planned for the start day instead, never in the past.
 */
export function planDates(steps: MilestoneTemplateStep[], dueDate: string, startDay: string) {
  return steps.map((step, position) => {
    const planned = addDays(dueDate, -step.offsetDays);
    return { ...step, position, plannedDate: planned < startDay ? startDay : planned };
  });
}

type Scheduled = { plannedDate: string; actualDate?: string | null };

/** Late: past its planned date and not done (on the planned day it is still on time). */
export const isLate = (milestone: Scheduled, today: string) =>
  !milestone.actualDate && milestone.plannedDate < today;

/** An order's health from its milestones on a given day; null without a plan. */
export function scheduleOf(milestones: Scheduled[], today: string): ScheduleHealth | null {
  if (milestones.length === 0) return null;
  if (milestones.some((m) => isLate(m, today))) return ScheduleHealth.Late;
  const soon = addDays(today, AT_RISK_DAYS);
  if (milestones.some((m) => !m.actualDate && m.plannedDate <= soon)) return ScheduleHealth.AtRisk;
  return ScheduleHealth.OnTrack;
}
