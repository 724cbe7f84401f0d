import { ScheduleHealth } from '../orders';
import { MilestoneOwner, type MilestoneTemplateStep } from './milestone.entity';

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
 * Days a plan leaves before its first milestone: a new order is never At Risk on the day it is
 * placed (a milestone within AT_RISK_DAYS would make it so).
 */
export const PLAN_LEAD_DAYS = AT_RISK_DAYS + 1;

/** Whole days from one YYYY-MM-DD date to another. */
export const daysBetween = (from: string, to: string) =>
  Math.round((Date.parse(`${to}T00:00:00Z`) - Date.parse(`${from}T00:00:00Z`)) / DAY);

/** A plan's dates, and how many days the due date fell short of the template's time. */
export type PlannedSteps = {
  steps: (MilestoneTemplateStep & { position: number; plannedDate: string })[];
  /** The template's time: its earliest step's days before the due date. */
  templateDays: number;
  /** Days missing between the start and the due date for the template (0 when it fits). */
  shortBy: number;
};

/**
 * Planned dates counted back from the due date. A plan starts calm: when the template's earliest
 * step would fall within PLAN_LEAD_DAYS of the start (or before it), every step's distance to the
 * due date shrinks in proportion, so the steps keep their order and the first one comes after the
 * lead. A due date closer than the template's own time makes a tight plan (`shortBy` days).
 */
export function planDates(steps: MilestoneTemplateStep[], dueDate: string, startDay: string): PlannedSteps {
  const templateDays = Math.max(0, ...steps.map((step) => step.offsetDays));
  const available = daysBetween(startDay, dueDate);
  const room = Math.max(0, available - PLAN_LEAD_DAYS);
  const scale = templateDays === 0 || room >= templateDays ? 1 : room / templateDays;
  return {
    templateDays,
    shortBy: Math.max(0, templateDays - available),
    steps: steps.map((step, position) => ({
      ...step,
      position,
      plannedDate: addDays(dueDate, -Math.round(step.offsetDays * scale)),
    })),
  };
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
