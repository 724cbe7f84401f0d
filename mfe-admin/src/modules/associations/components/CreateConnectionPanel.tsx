import { useMutation, useQuery } from '@apollo/client/react';
import { zodResolver } from '@hookform/resolvers/zod';
import { useForm } from 'react-hook-form';
import styled from 'styled-components';
import { Button, Card, CardDescription, CardHeader, CardTitle, FormField, refusalText, Select, showServerErrors, useToast } from 'mfe-shared';
import { AdminAssociationsBuyersDocument, AdminAssociationsCreateDocument, AdminAssociationsVendorsDocument } from 'mfe-shared/operations';
import { z } from 'zod';

export type CreateConnectionPanelProps = {
  /** Called after the server created the connection (the list reloads). */
  onCreated: () => void;
};

type Party = { id: number; name: string; company?: string | null };

const StyledForm = styled.form`
  display: grid;
  grid-template-columns: 1fr 1fr auto;
  align-items: end;
  gap: ${({ theme }) => theme.space.lg};

  @media (max-width: ${({ theme }) => theme.breakpoint.mobile}) {
    grid-template-columns: 1fr;
  }
`;

/** Only what the form must hold before it is sent; the server checks the two parties. */
const connectionSchema = z.object({
  buyerId: z.string().min(1, 'Please select a buyer'),
  vendorId: z.string().min(1, 'Please select a vendor'),
});

type ConnectionValues = z.infer<typeof connectionSchema>;

const partyLabel = (party: Party) => `${party.name} (${party.company || 'No company'})`;

/** Picks a buyer and a vendor and connects them as approved (SPEC.md 2.8, 5). */
export function CreateConnectionPanel({ onCreated }: CreateConnectionPanelProps) {
  const { toast } = useToast();
  const form = useForm<ConnectionValues>({
    defaultValues: { buyerId: '', vendorId: '' },
    // Create stays disabled until both are chosen (SPEC.md 2.8).
    mode: 'onChange',
    resolver: zodResolver(connectionSchema),
  });
  const { errors, isValid } = form.formState;
  const buyers = useQuery(AdminAssociationsBuyersDocument);
  const vendors = useQuery(AdminAssociationsVendorsDocument);
  const [createConnection, { loading }] = useMutation(AdminAssociationsCreateDocument);
  const loadFailed = Boolean(buyers.error || vendors.error);

  async function handleValid({ buyerId, vendorId }: ConnectionValues) {
    try {
      await createConnection({
        variables: { input: { buyerId: Number(buyerId), vendorId: Number(vendorId), status: 'approved' } },
      });
      toast({ title: 'Association created', description: 'The buyer-vendor relationship has been established' });
      form.reset();
      onCreated();
    } catch (error) {
      const failure = showServerErrors(form, error);
      toast({ title: 'Error', description: refusalText(failure, 'Failed to create association. Please try again.'), variant: 'destructive' });
    }
  }

  return (
    <Card aria-labelledby="create-connection-title">
      <CardHeader>
        <div>
          <CardTitle id="create-connection-title">Create New Connection</CardTitle>
          <CardDescription>
            {loadFailed ? 'Failed to load data. Please try again.' : 'Connect a buyer with a vendor; the connection is approved at once.'}
          </CardDescription>
        </div>
      </CardHeader>
      <StyledForm onSubmit={form.handleSubmit(handleValid)} noValidate aria-labelledby="create-connection-title">
        <FormField label="Buyer" error={errors.buyerId?.message}>
          <Select {...form.register('buyerId')} disabled={buyers.loading && !buyers.data}>
            <option value="">{buyers.loading && !buyers.data ? 'Loading buyers...' : 'Select a buyer'}</option>
            {buyers.data?.buyers.map((buyer) => (
              <option key={buyer.id} value={buyer.id}>
                {partyLabel(buyer)}
              </option>
            ))}
          </Select>
        </FormField>
        <FormField label="Vendor" error={errors.vendorId?.message}>
          <Select {...form.register('vendorId')} disabled={vendors.loading && !vendors.data}>
            <option value="">{vendors.loading && !vendors.data ? 'Loading vendors...' : 'Select a vendor'}</option>
            {vendors.data?.vendors.map((vendor) => (
              <option key={vendor.id} value={vendor.id}>
                {partyLabel(vendor)}
              </option>
            ))}
          </Select>
        </FormField>
        <Button type="submit" disabled={!isValid || loading}>
          {loading ? 'Creating...' : 'Create Connection'}
        </Button>
      </StyledForm>
    </Card>
  );
}
