import type { MigrationObject } from '@mikro-orm/core';
import { Migration20261122000115 } from './Migration20261122000115';
import { Migration20261122030457_analytics } from './Migration20261122030457_analytics';
import { Migration20261122030629_api } from './Migration20261122030629_api';
import { Migration20261122031500_planning } from './Migration20261122031500_planning';
import { Migration20261122072217_samples } from './Migration20261122072217_samples';
import { Migration20261124220000_read_paths } from './Migration20261124220000_read_paths';
import { Migration20261125014500_ordering_policy } from './Migration20261125014500_ordering_policy';
import { Migration20261125015926_rate_limits } from './Migration20261125015926_rate_limits';
import { Migration20261125022131_mail_retries } from './Migration20261125022131_mail_retries';
import { Migration20261125051000_inspections } from './Migration20261125051000_inspections';
import { Migration20261125075636_shipments } from './Migration20261125075636_shipments';
import { Migration20261125080000_scorecards } from './Migration20261125080000_scorecards';
import { Migration20261125080000_search_trigrams } from './Migration20261125080000_search_trigrams';
import { Migration20261125110000_points_of_measure } from './Migration20261125110000_points_of_measure';
import { Migration20261125140000_order_inspectors } from './Migration20261125140000_order_inspectors';
import { Migration20261126020000_open_notifications } from './Migration20261126020000_open_notifications';

/** Every migration in order. `npm run migration:create` writes a new one; add it here. */
export const migrationsList: MigrationObject[] = [
  { name: 'Migration20261122000115', class: Migration20261122000115 },
  { name: 'Migration20261122030457_analytics', class: Migration20261122030457_analytics },
  { name: 'Migration20261122030629_api', class: Migration20261122030629_api },
  { name: 'Migration20261122031500_planning', class: Migration20261122031500_planning },
  { name: 'Migration20261122072217_samples', class: Migration20261122072217_samples },
  { name: 'Migration20261124220000_read_paths', class: Migration20261124220000_read_paths },
  { name: 'Migration20261125014500_ordering_policy', class: Migration20261125014500_ordering_policy },
  { name: 'Migration20261125015926_rate_limits', class: Migration20261125015926_rate_limits },
  { name: 'Migration20261125022131_mail_retries', class: Migration20261125022131_mail_retries },
  { name: 'Migration20261125051000_inspections', class: Migration20261125051000_inspections },
  { name: 'Migration20261125075636_shipments', class: Migration20261125075636_shipments },
  { name: 'Migration20261125080000_scorecards', class: Migration20261125080000_scorecards },
  { name: 'Migration20261125080000_search_trigrams', class: Migration20261125080000_search_trigrams },
  { name: 'Migration20261125110000_points_of_measure', class: Migration20261125110000_points_of_measure },
  { name: 'Migration20261125140000_order_inspectors', class: Migration20261125140000_order_inspectors },
  { name: 'Migration20261126020000_open_notifications', class: Migration20261126020000_open_notifications },
];
