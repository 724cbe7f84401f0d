/**
 * The scores of a vendor scorecard, one definition each. A score is the SQL of its events over
 * the caller's orders `o` (a vendor, the moment `at` that places the event in a period, and the
 * columns its figure needs) and the aggregate that makes the figure of a vendor's events in one
 * period. Adding a score is adding one definition to SCORES: the service, GraphQL, REST and the
 * screens list whatever is here.
 */
export type ScoreUnit = 'percent' | 'hours' | 'days';

export type ScoreDefinition = {
  key: string;
  label: string;
  unit: ScoreUnit;
  higherIsBetter: boolean;
  /** What is measured and which moment places it in a period. */
  description: string;
  /** SELECT vendor_id, at, … FROM orders o … WHERE ${scope}: one row per measured event. */
  events: (scope: string) => string;
  /** The figure over a group of those rows (a number, or null when it has none). */
  value: string;
};

/** Share of the rows where `flag` holds, in %, 1 decimal. */
const percentOf = (flag: string) => `round(100.0 * count(*) filter (where ${flag}) / count(*), 1)`;

/**
 * Orders delivered: the first moment the order reached Delivered (or Completed, when it went
 * there directly) on its status history, the completion time for orders without one.
 */
const deliveries = (scope: string) => `
  select o.id, o.vendor_id, o.created_at, o.quantity, o.size_breakdown, o.due_date, o.original_due_date,
    coalesce((select min(t.created_at) from timeline_events t
              where t.order_id = o.id and t.to_status in ('Delivered', 'Completed')),
             o.completed_at) as at
  from orders o
  where ${scope} and o.status in ('Delivered', 'Completed')`;

const deliveredDay = `(at at time zone 'UTC')::date`;

/**
 * The colour × size cells of the order `d` and the units ordered of each, as `orderCells`
 * (shipments/packing-list.ts) reads them: its size grid's, or one cell ('', '') of its quantity.
 */
const orderCells = (d: string) => `
  select c.colour, s.size, coalesce((${d}.size_breakdown -> 'quantities' -> (c.i::int - 1) ->> (s.j::int - 1))::int, 0) as ordered
  from jsonb_array_elements_text(case when jsonb_typeof(${d}.size_breakdown) = 'object' then ${d}.size_breakdown -> 'colours' end) with ordinality c(colour, i)
    cross join jsonb_array_elements_text(case when jsonb_typeof(${d}.size_breakdown) = 'object' then ${d}.size_breakdown -> 'sizes' end) with ordinality s(size, j)
  union all
  select '', '', ${d}.quantity where jsonb_typeof(${d}.size_breakdown) is distinct from 'object'`;

export const SCORES: readonly ScoreDefinition[] = [
  {
    key: 'onTimeOriginal',
    label: 'On time (original due date)',
    unit: 'percent',
    higherIsBetter: true,
    description: 'Orders delivered in the period on or before the due date they were placed with.',
    events: deliveries,
    value: percentOf(`${deliveredDay} <= original_due_date`),
  },
  {
    key: 'onTimeAgreed',
    label: 'On time (agreed due date)',
    unit: 'percent',
    higherIsBetter: true,
    description:
      'Orders delivered in the period on or before their agreed due date (after accepted proposals).',
    events: deliveries,
    value: percentOf(`${deliveredDay} <= due_date`),
  },
  {
    key: 'acknowledgeHours',
    label: 'Median time to acknowledge',
    unit: 'hours',
    higherIsBetter: false,
    description:
      'Hours from placing an order to its acknowledgement by the vendor (accepted as placed, or the proposal the buyer accepted), median of the orders acknowledged in the period.',
    events: (scope) => `
      select o.vendor_id, o.acknowledged_at as at,
        extract(epoch from o.acknowledged_at - o.created_at) / 3600 as hours
      from orders o
      where ${scope} and o.acknowledged_at is not null`,
    value: `round((percentile_cont(0.5) within group (order by hours))::numeric, 1)`,
  },
  {
    key: 'firstSampleApproval',
    label: 'First-time sample approval',
    unit: 'percent',
    higherIsBetter: true,
    description:
      'Sample rounds whose first submission the buyer approved, of those whose first submission was reviewed in the period.',
    events: (scope) => `
      select o.vendor_id, a.reviewed_at as at, a.decision = 'Approved' as approved
      from sample_attempts a
        join order_samples s on s.id = a.sample_id
        join orders o on o.id = s.order_id
      where ${scope} and a.number = 1 and a.decision is not null`,
    value: percentOf('approved'),
  },
  {
    key: 'qcFirstPass',
    label: 'QC first pass',
    unit: 'percent',
    higherIsBetter: true,
    description:
      'Orders whose first final inspection passed, of those whose first final inspection was completed in the period.',
    events: (scope) => `
      select distinct on (i.order_id) o.vendor_id, i.completed_at as at, i.status = 'Passed' as passed
      from order_inspections i
        join orders o on o.id = i.order_id
      where ${scope} and i.kind = 'Final' and i.status in ('Passed', 'Failed')
      order by i.order_id, i.completed_at, i.id`,
    value: percentOf('passed'),
  },
  {
    key: 'shippedQuantityAccuracy',
    label: 'Shipped-quantity accuracy',
    unit: 'percent',
    higherIsBetter: true,
    description:
      'How closely shipped quantities matched ordered ones, over the orders delivered in the period that shipped with packing lists: 100 × (1 − units off ÷ units ordered), where units off add up |shipped − ordered| per colour and size over all of an order’s shipments (100: every cell shipped exactly as ordered).',
    // One row per delivered order with shipments: its units off and units ordered, summed over its cells.
    events: (scope) => `
      select d.vendor_id, d.at, sum(abs(coalesce(l.shipped, 0) - c.ordered)) as off, sum(c.ordered) as ordered
      from (${deliveries(scope)}) d
        cross join lateral (${orderCells('d')}) c
        left join lateral (
          select sum(sl.shipped) as shipped from shipment_lines sl
          where sl.order_id = d.id and lower(sl.colour) = lower(c.colour) and lower(sl.size) = lower(c.size)
        ) l on true
      where exists (select 1 from shipment_lines sl where sl.order_id = d.id) and c.ordered > 0
      group by d.id, d.vendor_id, d.at`,
    value: `round(100 * (1 - sum(off)::numeric / sum(ordered)), 1)`,
  },
  {
    key: 'leadTimeDays',
    label: 'Average lead time',
    unit: 'days',
    higherIsBetter: false,
    description:
      'Days from placing an order to its delivery, averaged over the orders delivered in the period.',
    events: deliveries,
    value: `round(avg(extract(epoch from at - created_at) / 86400)::numeric, 1)`,
  },
];
