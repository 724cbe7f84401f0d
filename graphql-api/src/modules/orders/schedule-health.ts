import { registerEnumType } from 'type-graphql';

/** An open order's schedule health, from its milestone plan (planning works it out). */
export enum ScheduleHealth {
  OnTrack = 'On Track',
  AtRisk = 'At Risk',
  Late = 'Late',
}
registerEnumType(ScheduleHealth, {
  name: 'ScheduleHealth',
  description: 'Late: a milestone is past its planned date and not done; At Risk: one is due within a few days.',
});
