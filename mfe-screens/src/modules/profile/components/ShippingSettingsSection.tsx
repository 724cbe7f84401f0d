import { useMutation, useQuery } from '@apollo/client/react';
import { zodResolver } from '@hookform/resolvers/zod';
import { useForm } from 'react-hook-form';
import { FormField, refusalText, SectionCard, Select, showServerErrors, useToast } from 'mfe-shared';
import { ProfileShippingSettingsDocument, ProfileUpdateShippingSettingsDocument } from 'mfe-shared/operations';
import { z } from 'zod';
import { StyledFormRow, StyledIntro } from './profileStyles';

/** Tolerances buyers commonly agree on (the server takes any from 0 to 50 percent). */
const TOLERANCES = [0, 1, 2, 3, 5, 7.5, 10];

/** The choice as the select holds it; the server says which tolerances it takes. */
const shippingSchema = z.object({ tolerancePercent: z.string() });

type ShippingValues = z.infer<typeof shippingSchema>;

/** The buyer's over/under tolerance on shipped quantities per colour and size (issue 23), saved when chosen. */
export function ShippingSettingsSection() {
  const { toast } = useToast();
  const { data, loading, error, refetch } = useQuery(ProfileShippingSettingsDocument);
  const [update, updating] = useMutation(ProfileUpdateShippingSettingsDocument, { refetchQueries: [ProfileShippingSettingsDocument] });
  const settings = data?.myShippingSettings;
  const form = useForm<ShippingValues>({
    // The server's value, again after every save.
    values: settings && { tolerancePercent: String(settings.tolerancePercent) },
    resolver: zodResolver(shippingSchema),
  });
  const { errors } = form.formState;

  async function save({ tolerancePercent }: ShippingValues) {
    try {
      await update({ variables: { input: { tolerancePercent: Number(tolerancePercent) } } });
      toast({ title: 'Shipping tolerance saved', description: 'Shipments created from now on are checked with it.' });
    } catch (saveError) {
      const failure = showServerErrors(form, saveError);
      toast({ title: 'Could not save the shipping tolerance', description: refusalText(failure, 'Please try again.'), variant: 'destructive' });
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
        <StyledFormRow aria-label="Shipping tolerance" onSubmit={form.handleSubmit(save)} noValidate>
          <FormField label="Over/under tolerance" error={errors.tolerancePercent?.message}>
            <Select
              disabled={updating.loading}
              {...form.register('tolerancePercent', { onChange: () => void form.handleSubmit(save)() })}
            >
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
