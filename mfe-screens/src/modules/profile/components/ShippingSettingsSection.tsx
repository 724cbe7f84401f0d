import { useMutation, useQuery } from '@apollo/client/react';
import { FormField, ProfileShippingSettingsDocument, ProfileUpdateShippingSettingsDocument, SectionCard, Select, useToast } from 'mfe-shared';
import { errorText, StyledFormRow, StyledIntro } from './profileStyles';

/** Tolerances buyers commonly agree on (the server takes any from 0 to 50 percent). */
const TOLERANCES = [0, 1, 2, 3, 5, 7.5, 10];

/** The buyer's over/under tolerance on shipped quantities per colour and size (issue 23). */
export function ShippingSettingsSection() {
  const { toast } = useToast();
  const { data, loading, error, refetch } = useQuery(ProfileShippingSettingsDocument);
  const [update, updating] = useMutation(ProfileUpdateShippingSettingsDocument, { refetchQueries: [ProfileShippingSettingsDocument] });
  const settings = data?.myShippingSettings;

  async function save(tolerancePercent: number) {
    try {
      await update({ variables: { input: { tolerancePercent } } });
      toast({ title: 'Shipping tolerance saved', description: 'Shipments created from now on are checked with it.' });
    } catch (saveError) {
      toast({ title: 'Could not save the shipping tolerance', description: errorText(saveError), variant: 'destructive' });
    }
  }

  const choices = settings && !TOLERANCES.includes(settings.tolerancePercent) ? [...TOLERANCES, settings.tolerancePercent].sort((a, b) => a - b) : TOLERANCES;
  return (
    <SectionCard id="shipping-tolerance" title="Shipping tolerance" loading={!data && loading} error={!data ? error : null} onRetry={() => void refetch()}>
      <StyledIntro>
        How far a vendor&apos;s shipments may go over or under the ordered quantity of each colour and size. Over it, a shipment
        is refused; within it, the order is delivered once everything shipped is received.
      </StyledIntro>
      {settings && (
        <StyledFormRow aria-label="Shipping tolerance" onSubmit={(event) => event.preventDefault()}>
          <FormField label="Over/under tolerance">
            <Select value={String(settings.tolerancePercent)} disabled={updating.loading} onChange={(event) => void save(Number(event.target.value))}>
              {choices.map((value) => (
                <option key={value} value={String(value)}>
                  ±{value}%
                </option>
              ))}
            </Select>
          </FormField>
        </StyledFormRow>
      )}
    </SectionCard>
  );
}
