import { useMutation, useQuery } from '@apollo/client/react';
import { useState, type FormEvent } from 'react';
import styled from 'styled-components';
import {
  AdminAssociationsBuyersDocument,
  AdminAssociationsCreateDocument,
  AdminAssociationsVendorsDocument,
  Button,
  Card,
  CardDescription,
  CardHeader,
  CardTitle,
  FormField,
  Select,
  useToast,
} from 'mfe-shared';

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

const partyLabel = (party: Party) => `${party.name} (${party.company || 'No company'})`;

/** Picks a buyer and a vendor and connects them as approved (SPEC.md 2.8, 5). */
export function CreateConnectionPanel({ onCreated }: CreateConnectionPanelProps) {
  const { toast } = useToast();
  const [buyerId, setBuyerId] = useState('');
  const [vendorId, setVendorId] = useState('');
  const buyers = useQuery(AdminAssociationsBuyersDocument);
  const vendors = useQuery(AdminAssociationsVendorsDocument);
  const [createConnection, { loading }] = useMutation(AdminAssociationsCreateDocument);
  const loadFailed = Boolean(buyers.error || vendors.error);

  async function handleSubmit(event: FormEvent) {
    event.preventDefault();
    if (!buyerId || !vendorId) {
      toast({ title: 'Missing selection', description: 'Please select both a buyer and a vendor', variant: 'destructive' });
      return;
    }
    try {
      await createConnection({
        variables: { input: { buyerId: Number(buyerId), vendorId: Number(vendorId), status: 'approved' } },
      });
      toast({ title: 'Association created', description: 'The buyer-vendor relationship has been established' });
      setBuyerId('');
      setVendorId('');
      onCreated();
    } catch {
      toast({ title: 'Error', description: 'Failed to create association. Please try again.', variant: 'destructive' });
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
      <StyledForm onSubmit={(event) => void handleSubmit(event)}>
        <FormField label="Buyer">
          <Select value={buyerId} onChange={(event) => setBuyerId(event.target.value)} disabled={buyers.loading && !buyers.data}>
            <option value="">{buyers.loading && !buyers.data ? 'Loading buyers...' : 'Select a buyer'}</option>
            {buyers.data?.buyers.map((buyer) => (
              <option key={buyer.id} value={buyer.id}>
                {partyLabel(buyer)}
              </option>
            ))}
          </Select>
        </FormField>
        <FormField label="Vendor">
          <Select value={vendorId} onChange={(event) => setVendorId(event.target.value)} disabled={vendors.loading && !vendors.data}>
            <option value="">{vendors.loading && !vendors.data ? 'Loading vendors...' : 'Select a vendor'}</option>
            {vendors.data?.vendors.map((vendor) => (
              <option key={vendor.id} value={vendor.id}>
                {partyLabel(vendor)}
              </option>
            ))}
          </Select>
        </FormField>
        <Button type="submit" disabled={!buyerId || !vendorId || loading}>
          {loading ? 'Creating...' : 'Create Connection'}
        </Button>
      </StyledForm>
    </Card>
  );
}
