import { useMutation, useQuery } from '@apollo/client/react';
import { useMemo, useState } from 'react';
import styled from 'styled-components';
import { Button, Card, EmptyState, Input, PageStack, Skeleton, useToast } from 'mfe-shared';
import { VendorDirectoryRequestConnectionDocument, VendorDirectoryScorecardsDocument, VendorDirectoryVendorsDocument } from 'mfe-shared/operations';
import { currentPeriod } from '../analytics/scorecardPeriods';
import { ContactVendorDialog } from './components/ContactVendorDialog';
import { VendorCard } from './components/VendorCard';
import type { DirectoryVendor } from './types';

export type VendorDirectoryPageProps = {
  /** The admin's view (/admin/vendors): no Contact or Request, a link to message the vendor. */
  readOnly?: boolean;
};

const StyledToolbar = styled(Card)`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  justify-content: space-between;
  gap: ${({ theme }) => theme.space.md};
  padding: ${({ theme }) => theme.space.lg};
`;

const StyledSearch = styled.div`
  flex: 1;
  max-width: ${({ theme }) => theme.size.sheetWidth};
`;

const StyledCount = styled.p`
  margin: 0;
  color: ${({ theme }) => theme.color.muted};
  font-size: ${({ theme }) => theme.font.size.sm};
`;

const StyledGrid = styled.ul`
  display: grid;
  grid-template-columns: repeat(auto-fill, minmax(calc(${({ theme }) => theme.size.sheetWidth} * 0.6), 1fr));
  gap: ${({ theme }) => theme.space.lg};
  margin: 0;
  padding: 0;
  list-style: none;

  @media (max-width: ${({ theme }) => theme.breakpoint.mobile}) {
    grid-template-columns: minmax(0, 1fr);
  }
`;

const StyledCardSkeleton = styled(Skeleton)`
  height: calc(${({ theme }) => theme.size.avatar.lg} * 3);
  border-radius: ${({ theme }) => theme.radius.lg};
`;

/** What the server said, for a toast: GraphQL errors carry the service's message. */
function errorText(error: unknown): string {
  return error instanceof Error && error.message ? error.message : 'Please try again.';
}

/**
 * The Vendor Directory (SPEC.md 2.6, DECISIONS.md 1 and 3): /buyer/vendors searches vendors by
 * name or company, contacts connected ones with a real message and requests connections with the
 * others; /admin/vendors is the read-only view.
 */
export function VendorDirectoryPage({ readOnly = false }: VendorDirectoryPageProps) {
  const { toast } = useToast();
  const [search, setSearch] = useState('');
  const [contact, setContact] = useState<DirectoryVendor | null>(null);
  const [requestingId, setRequestingId] = useState<number | null>(null);
  const { data, loading, error, refetch } = useQuery(VendorDirectoryVendorsDocument);
  // The cards show each vendor's scores this quarter, over the buyer's own orders (admins: all).
  const scores = useQuery(VendorDirectoryScorecardsDocument, {
    variables: { period: currentPeriod('quarter').key },
  }).data?.vendorScorecards;
  const [requestConnection] = useMutation(VendorDirectoryRequestConnectionDocument, {
    refetchQueries: [VendorDirectoryVendorsDocument],
    awaitRefetchQueries: true,
  });

  const vendors = useMemo(() => {
    const term = search.trim().toLowerCase();
    const all = data?.vendors ?? [];
    if (!term) return all;
    return all.filter(
      (vendor) => vendor.name.toLowerCase().includes(term) || (vendor.company ?? '').toLowerCase().includes(term),
    );
  }, [data, search]);

  async function handleRequest(vendor: DirectoryVendor) {
    setRequestingId(vendor.id);
    try {
      await requestConnection({ variables: { vendorId: vendor.id } });
      toast({
        title: 'Connection requested',
        description: `An administrator will review your request to connect with ${vendor.company ?? vendor.name}.`,
      });
    } catch (requestError) {
      toast({ title: 'Failed to request connection', description: errorText(requestError), variant: 'destructive' });
    } finally {
      setRequestingId(null);
    }
  }

  let body;
  if (!data && loading) {
    body = (
      <StyledGrid aria-busy="true" aria-label="Loading vendors">
        {Array.from({ length: 6 }, (_, index) => (
          <li key={index}>
            <StyledCardSkeleton />
          </li>
        ))}
      </StyledGrid>
    );
  } else if (!data && error) {
    body = (
      <EmptyState
        title="Failed to load vendors"
        text="Please try again."
        action={<Button onClick={() => void refetch()}>Retry</Button>}
      />
    );
  } else if (vendors.length === 0) {
    body = <EmptyState title="No vendors found" text={search.trim() ? 'Try another name or company.' : undefined} />;
  } else {
    body = (
      <StyledGrid aria-label="Vendors">
        {vendors.map((vendor) => (
          <VendorCard
            key={vendor.id}
            vendor={vendor}
            readOnly={readOnly}
            requesting={requestingId === vendor.id}
            onContact={setContact}
            onRequest={(target) => void handleRequest(target)}
            periodLabel={scores?.period.label}
            scorecard={scores?.vendors.find((card) => card.vendor.id === vendor.id)}
          />
        ))}
      </StyledGrid>
    );
  }

  return (
    <PageStack>
      <StyledToolbar>
        <StyledSearch>
          <Input
            type="search"
            value={search}
            onChange={(event) => setSearch(event.target.value)}
            placeholder="Search by name or company..."
            aria-label="Search vendors by name or company"
          />
        </StyledSearch>
        {data && (
          <StyledCount aria-live="polite">
            {vendors.length} {vendors.length === 1 ? 'vendor' : 'vendors'}
          </StyledCount>
        )}
      </StyledToolbar>
      {body}
      {contact && <ContactVendorDialog vendor={contact} onClose={() => setContact(null)} />}
    </PageStack>
  );
}
