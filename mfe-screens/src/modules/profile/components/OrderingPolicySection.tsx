import { useMutation, useQuery } from '@apollo/client/react';
import { useId } from 'react';
import { Controller } from 'react-hook-form';
import styled from 'styled-components';
import { Button, DataTable, type ProfileOrderingPolicyQuery, SectionCard, Select, Switch } from 'mfe-shared';
import { ProfileOrderingPolicyDocument, ProfileSetVendorOrderingPolicyDocument, ProfileUpdateOrderingPolicyDocument } from 'mfe-shared/operations';
import { failingAt, useSavedForm } from 'mfe-shared/saved-form';
import { z } from 'zod';
import { StyledIntro } from './profileStyles';

type Gate = 'requireAcknowledgement' | 'requirePpSample' | 'requireFinalInspection';
type Policy = ProfileOrderingPolicyQuery['myOrderingPolicy'];

/** The gates of an ordering policy, as the buyer reads them (DECISIONS.md 3). */
const GATES: { gate: Gate; label: string; short: string }[] = [
  { gate: 'requireAcknowledgement', label: "New orders wait for the vendor's acceptance", short: "Vendor's acceptance" },
  { gate: 'requirePpSample', label: 'Production waits for an approved (or waived) PP sample', short: 'PP sample' },
  { gate: 'requireFinalInspection', label: 'Shipping waits for a passed (or waived) final inspection', short: 'Final inspection' },
];

/** A vendor's override of a gate as its select holds it: the buyer's default, or on or off. */
const override = z.enum(['default', 'On', 'Off']);
type Override = z.infer<typeof override>;

/** The defaults' switches and each connected vendor's overrides (in the server's order). */
const policySchema = z.object({
  defaults: z.object({ requireAcknowledgement: z.boolean(), requirePpSample: z.boolean(), requireFinalInspection: z.boolean() }),
  vendors: z.array(z.object({ requireAcknowledgement: override, requirePpSample: override, requireFinalInspection: override })),
});

type PolicyValues = z.infer<typeof policySchema>;
type VendorValues = PolicyValues['vendors'][number];

const onOff = (value: boolean) => (value ? 'On' : 'Off');
const choiceOf = (value: boolean | null): Override => (value === null ? 'default' : onOff(value));
const overrideOf = (choice: Override) => (choice === 'default' ? null : choice === 'On');
const each = <V,>(pick: (gate: Gate) => V) => Object.fromEntries(GATES.map(({ gate }) => [gate, pick(gate)])) as Record<Gate, V>;

function toForm(policy: Policy): PolicyValues {
  return {
    defaults: each((gate) => policy.defaults[gate]),
    vendors: policy.vendors.map((row) => each((gate) => choiceOf(row.override[gate]))),
  };
}

const sameRow = (a: VendorValues, b: VendorValues | undefined) => GATES.every(({ gate }) => a[gate] === b?.[gate]);

const StyledForm = styled.form`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space.md};
`;

const StyledGate = styled.label`
  display: flex;
  align-items: center;
  gap: ${({ theme }) => theme.space.md};
`;

const StyledError = styled.span`
  color: ${({ theme }) => theme.color.red.fg};
  font-size: ${({ theme }) => theme.font.size.sm};
`;

const StyledActions = styled.div`
  display: flex;
  justify-content: flex-end;
`;

/**
 * The buyer's ordering policy (issue 17): the gates new orders go through, by default and per
 * connected vendor (stored on the connection). Orders keep the policy they were placed under.
 * Edits are saved together with Save: the defaults, then each vendor whose overrides changed.
 */
export function OrderingPolicySection() {
  const { data, loading, error, refetch } = useQuery(ProfileOrderingPolicyDocument);
  const [update] = useMutation(ProfileUpdateOrderingPolicyDocument);
  const [setVendor] = useMutation(ProfileSetVendorOrderingPolicyDocument);
  const policy = data?.myOrderingPolicy;

  const { form, submit, saving, dirty } = useSavedForm<PolicyValues>({
    schema: policySchema,
    saved: policy && toForm(policy),
    async save(values, { formState: { defaultValues } }) {
      const before = defaultValues as PolicyValues | undefined;
      if (GATES.some(({ gate }) => values.defaults[gate] !== before?.defaults[gate])) {
        await failingAt('defaults', update({ variables: { input: values.defaults } }));
      }
      for (const [index, row] of values.vendors.entries()) {
        if (sameRow(row, before?.vendors[index]) || !policy) continue;
        const input = each((gate) => overrideOf(row[gate]));
        await failingAt(`vendors.${index}`, setVendor({ variables: { vendorId: policy.vendors[index].vendor.id, input } }));
      }
      // Read back once everything is saved: a refusal half-way keeps the edits (and the error) on screen.
      const { data: reread } = await refetch();
      return reread ? toForm(reread.myOrderingPolicy) : values;
    },
    toasts: {
      saved: { title: 'Ordering policy saved', description: 'New orders follow it; placed orders keep theirs.' },
      failed: { title: 'Could not save the ordering policy', fallback: 'Please try again.' },
    },
  });
  const { errors } = form.formState;
  const id = useId();
  // The defaults as edited, for the overrides' "Default (On)".
  const defaults = form.watch('defaults') ?? policy?.defaults;

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
      {policy && (
        <StyledForm aria-label="Ordering policy" onSubmit={submit} noValidate>
          {GATES.map(({ gate, label }) => {
            const gateError = errors.defaults?.[gate]?.message;
            const errorId = `${id}-${gate}-error`;
            return (
              <Controller
                key={gate}
                control={form.control}
                name={`defaults.${gate}`}
                render={({ field }) => (
                  <StyledGate>
                    <Switch
                      ref={field.ref}
                      checked={field.value}
                      onCheckedChange={field.onChange}
                      onBlur={field.onBlur}
                      disabled={saving}
                      aria-label={label}
                      aria-invalid={gateError ? true : undefined}
                      aria-describedby={gateError ? errorId : undefined}
                    />
                    {label}
                    {gateError && <StyledError id={errorId}>{gateError}</StyledError>}
                  </StyledGate>
                )}
              />
            );
          })}
          {policy.vendors.length > 0 && (
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
                {policy.vendors.map(({ vendor }, index) => {
                  const name = vendor.company ?? vendor.name;
                  return (
                    <tr key={vendor.id}>
                      <td>{name}</td>
                      {GATES.map(({ gate, short }) => {
                        const cellError = errors.vendors?.[index]?.[gate]?.message;
                        const errorId = `${id}-${index}-${gate}-error`;
                        return (
                          <td key={gate}>
                            <Select
                              aria-label={`${short} for ${name}`}
                              aria-invalid={cellError ? true : undefined}
                              aria-describedby={cellError ? errorId : undefined}
                              disabled={saving}
                              {...form.register(`vendors.${index}.${gate}`)}
                            >
                              <option value="default">Default ({onOff((defaults ?? policy.defaults)[gate])})</option>
                              <option value="On">On</option>
                              <option value="Off">Off</option>
                            </Select>
                            {cellError && <StyledError id={errorId}>{cellError}</StyledError>}
                          </td>
                        );
                      })}
                    </tr>
                  );
                })}
              </tbody>
            </DataTable>
          )}
          <StyledActions>
            <Button type="submit" disabled={saving || !dirty}>
              {saving ? 'Saving...' : 'Save ordering policy'}
            </Button>
          </StyledActions>
        </StyledForm>
      )}
    </SectionCard>
  );
}
