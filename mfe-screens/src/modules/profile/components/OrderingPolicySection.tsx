import { useMutation, useQuery } from '@apollo/client/react';
import styled from 'styled-components';
import {
  DataTable,
  ProfileOrderingPolicyDocument,
  ProfileSetVendorOrderingPolicyDocument,
  ProfileUpdateOrderingPolicyDocument,
  SectionCard,
  Select,
  Switch,
  useToast,
} from 'mfe-shared';
import { errorText, StyledIntro } from './profileStyles';

type Gate = 'requireAcknowledgement' | 'requirePpSample' | 'requireFinalInspection';

/** The gates of an ordering policy, as the buyer reads them (DECISIONS.md 3). */
const GATES: { gate: Gate; label: string; short: string }[] = [
  { gate: 'requireAcknowledgement', label: "New orders wait for the vendor's acceptance", short: "Vendor's acceptance" },
  { gate: 'requirePpSample', label: 'Production waits for an approved (or waived) PP sample', short: 'PP sample' },
  { gate: 'requireFinalInspection', label: 'Shipping waits for a passed (or waived) final inspection', short: 'Final inspection' },
];

const StyledGate = styled.label`
  display: flex;
  align-items: center;
  gap: ${({ theme }) => theme.space.md};
`;

const onOff = (value: boolean) => (value ? 'On' : 'Off');

/**
 * The buyer's ordering policy (issue 17): the gates new orders go through, by default and per
 * connected vendor (stored on the connection). Orders keep the policy they were placed under.
 */
export function OrderingPolicySection() {
  const { toast } = useToast();
  const { data, loading, error, refetch } = useQuery(ProfileOrderingPolicyDocument);
  const options = { refetchQueries: [ProfileOrderingPolicyDocument] };
  const [update, updating] = useMutation(ProfileUpdateOrderingPolicyDocument, options);
  const [setVendor, settingVendor] = useMutation(ProfileSetVendorOrderingPolicyDocument, options);
  const policy = data?.myOrderingPolicy;
  const busy = updating.loading || settingVendor.loading;

  async function save(change: () => Promise<unknown>) {
    try {
      await change();
      toast({ title: 'Ordering policy saved', description: 'New orders follow it; placed orders keep theirs.' });
    } catch (saveError) {
      toast({ title: 'Could not save the ordering policy', description: errorText(saveError), variant: 'destructive' });
    }
  }

  return (
    <SectionCard
      id="ordering-policy"
      title="Ordering policy"
      loading={!data && loading}
      error={!data ? error : null}
      onRetry={() => void refetch()}
    >
      <StyledIntro>
        The gates your new orders go through. Each order keeps the policy it was placed under, so a change here never
        holds up orders already placed.
      </StyledIntro>
      {policy &&
        GATES.map(({ gate, label }) => (
          <StyledGate key={gate}>
            <Switch
              checked={policy.defaults[gate]}
              disabled={busy}
              aria-label={label}
              onCheckedChange={(checked) => void save(() => update({ variables: { input: { [gate]: checked } } }))}
            />
            {label}
          </StyledGate>
        ))}
      {policy && policy.vendors.length > 0 && (
        <DataTable aria-label="Ordering policy per vendor">
          <thead>
            <tr>
              <th scope="col">Vendor</th>
              {GATES.map(({ gate, short }) => (
                <th key={gate} scope="col">
                  {short}
                </th>
              ))}
            </tr>
          </thead>
          <tbody>
            {policy.vendors.map(({ vendor, override }) => {
              const name = vendor.company ?? vendor.name;
              return (
                <tr key={vendor.id}>
                  <td>{name}</td>
                  {GATES.map(({ gate, short }) => (
                    <td key={gate}>
                      <Select
                        aria-label={`${short} for ${name}`}
                        value={override[gate] === null ? 'default' : onOff(override[gate])}
                        disabled={busy}
                        onChange={(event) => {
                          const value = event.target.value === 'default' ? null : event.target.value === 'On';
                          void save(() => setVendor({ variables: { vendorId: vendor.id, input: { [gate]: value } } }));
                        }}
                      >
                        <option value="default">Default ({onOff(policy.defaults[gate])})</option>
                        <option value="On">On</option>
                        <option value="Off">Off</option>
                      </Select>
                    </td>
                  ))}
                </tr>
              );
            })}
          </tbody>
        </DataTable>
      )}
    </SectionCard>
  );
}
