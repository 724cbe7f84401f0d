import { useQuery } from '@apollo/client/react';
import { SectionCard, SortableTable, type AdminOrderingPoliciesQuery, type TableColumn } from 'mfe-shared';
import { AdminOrderingPoliciesDocument } from 'mfe-shared/operations';

type Policy = AdminOrderingPoliciesQuery['orderingPolicies'][number];
type Gates = { requireAcknowledgement: boolean | null; requirePpSample: boolean | null; requireFinalInspection: boolean | null };

const onOff = (value: boolean) => (value ? 'On' : 'Off');

/** A vendor override in words: only the gates it sets ('PP sample off'). */
function overrideText(gates: Gates): string {
  return [
    gates.requireAcknowledgement === null ? null : `acceptance ${onOff(gates.requireAcknowledgement).toLowerCase()}`,
    gates.requirePpSample === null ? null : `PP sample ${onOff(gates.requirePpSample).toLowerCase()}`,
    gates.requireFinalInspection === null ? null : `final inspection ${onOff(gates.requireFinalInspection).toLowerCase()}`,
  ]
    .filter(Boolean)
    .join(', ');
}

function overrides(policy: Policy): string {
  const set = policy.vendors
    .map(({ vendor, override }) => ({ name: vendor.company ?? vendor.name, text: overrideText(override) }))
    .filter((row) => row.text);
  return set.length > 0 ? set.map((row) => `${row.name}: ${row.text}`).join('; ') : 'None';
}

const buyerName = (policy: Policy) => (policy.buyer.company ? `${policy.buyer.company} (${policy.buyer.name})` : policy.buyer.name);

const COLUMNS: TableColumn<Policy>[] = [
  { key: 'buyer', header: 'Buyer', render: buyerName },
  { key: 'acceptance', header: "Vendor's acceptance", render: (policy) => onOff(policy.defaults.requireAcknowledgement) },
  { key: 'ppSample', header: 'PP sample', render: (policy) => onOff(policy.defaults.requirePpSample) },
  { key: 'finalInspection', header: 'Final inspection', render: (policy) => onOff(policy.defaults.requireFinalInspection) },
  { key: 'overrides', header: 'Per-vendor overrides', render: overrides },
];

/** Admins see every buyer's ordering policy (DECISIONS.md 3): the default gates and per-vendor overrides. */
export function OrderingPoliciesCard() {
  const { data, loading, error, refetch } = useQuery(AdminOrderingPoliciesDocument);
  const policies = data?.orderingPolicies ?? [];
  return (
    <SectionCard
      id="ordering-policies"
      title="Buyers' ordering policies"
      loading={!data && loading}
      error={!data ? error : null}
      onRetry={() => void refetch()}
      empty={!!data && policies.length === 0}
      emptyText="No buyers yet."
    >
      <SortableTable caption="Buyers' ordering policies" hideCaption columns={COLUMNS} rows={policies} rowKey={(policy) => policy.buyer.id} />
    </SectionCard>
  );
}
