import { useQuery } from '@apollo/client/react';
import styled from 'styled-components';
import { Button, FormField, Input, Select } from 'mfe-shared';
import { AnalyticsVendorsDocument } from 'mfe-shared/operations';
import { productVendorLabel } from '../../products/productLabels';

export type AnalyticsFilterValues = { vendorId: string; from: string; to: string };

export type AnalyticsFiltersProps = {
  values: AnalyticsFilterValues;
  /** Called with the fields that changed; the screen applies them to the latest filters. */
  onChange: (patch: Partial<AnalyticsFilterValues>) => void;
  /** Vendors see only their own orders: no vendor filter for them. */
  showVendor: boolean;
};

const StyledFilters = styled.form`
  display: flex;
  flex-wrap: wrap;
  align-items: flex-end;
  gap: ${({ theme }) => theme.space.md};

  & > div {
    flex: 1 1 12rem;
  }
`;

/**
 * The analytics filters: vendor (buyers and admins) and a date range, kept in the URL. Controlled
 * inputs over the URL's values, not a react-hook-form form: every change applies at once, there is
 * no submit, nothing the server could refuse and no second copy of the state to keep in step.
 */
export function AnalyticsFilters({ values, onChange, showVendor }: AnalyticsFiltersProps) {
  const { data } = useQuery(AnalyticsVendorsDocument, { skip: !showVendor });
  const vendors = data?.analytics.vendors ?? [];
  const handleClear = () => onChange({ vendorId: '', from: '', to: '' });
  const filtered = values.vendorId !== '' || values.from !== '' || values.to !== '';
  return (
    <StyledFilters
      role="search"
      aria-label="Analytics filters"
      onSubmit={(event) => event.preventDefault()}
    >
      {showVendor && (
        <FormField label="Vendor">
          <Select
            value={values.vendorId}
            onChange={(event) => onChange({ vendorId: event.target.value })}
          >
            <option value="">All vendors</option>
            {vendors.map((vendor) => (
              <option key={vendor.id} value={String(vendor.id)}>
                {productVendorLabel(vendor)}
              </option>
            ))}
          </Select>
        </FormField>
      )}
      <FormField label="From">
        <Input
          type="date"
          value={values.from}
          max={values.to || undefined}
          onChange={(event) => onChange({ from: event.target.value })}
        />
      </FormField>
      <FormField label="To">
        <Input
          type="date"
          value={values.to}
          min={values.from || undefined}
          onChange={(event) => onChange({ to: event.target.value })}
        />
      </FormField>
      <Button $variant="ghost" onClick={handleClear} disabled={!filtered}>
        Clear filters
      </Button>
    </StyledFilters>
  );
}
