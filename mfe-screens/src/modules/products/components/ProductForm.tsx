import { useState, type FormEvent } from 'react';
import styled from 'styled-components';
import { Button, FormField, Input, Select, Switch, TextArea } from 'mfe-shared';
import { PRODUCT_CATEGORIES, productVendorLabel } from '../productLabels';
import { EMPTY_PRODUCT_FORM, validateProductForm, type ProductFormErrors, type ProductFormValues, type ProductFormVendor } from './productFormValues';

export { EMPTY_PRODUCT_FORM, validateProductForm, type ProductFormErrors, type ProductFormValues, type ProductFormVendor } from './productFormValues';


export type ProductFormProps = {
  initialValues?: Partial<ProductFormValues>;
  /** With vendors, a required Vendor select comes first (admin 'new'). */
  vendors?: ProductFormVendor[];
  submitLabel: string;
  pendingLabel: string;
  pending?: boolean;
  /** Errors from the server, shown under their fields (e.g. the SKU duplicate). */
  serverErrors?: ProductFormErrors;
  onSubmit: (values: ProductFormValues) => void;
  onCancel: () => void;
};


const StyledForm = styled.form`
  display: grid;
  grid-template-columns: repeat(2, minmax(0, 1fr));
  gap: ${({ theme }) => theme.space.lg};
  @media (max-width: ${({ theme }) => theme.breakpoint.mobile}) {
    grid-template-columns: 1fr;
  }
`;

const StyledWide = styled.div`
  grid-column: 1 / -1;
`;

const StyledSwitchRow = styled.div`
  display: flex;
  align-items: center;
  gap: ${({ theme }) => theme.space.md};
  min-height: ${({ theme }) => theme.size.control};
`;

const StyledActions = styled.div`
  grid-column: 1 / -1;
  display: flex;
  justify-content: flex-end;
  gap: ${({ theme }) => theme.space.sm};
`;

/**
 * The product form of SPEC.md 5, used by the vendor's new/edit screens and the admin's: name
 * and SKU required, description and category optional, price, an In stock switch (on by
 * default) and a stock quantity of at least 0.
 */
export function ProductForm({
  initialValues,
  vendors,
  submitLabel,
  pendingLabel,
  pending,
  serverErrors,
  onSubmit,
  onCancel,
}: ProductFormProps) {
  const [values, setValues] = useState<ProductFormValues>({ ...EMPTY_PRODUCT_FORM, ...initialValues });
  const [errors, setErrors] = useState<ProductFormErrors>({});
  const shown = { ...errors, ...serverErrors };

  function set<K extends keyof ProductFormValues>(key: K, value: ProductFormValues[K]) {
    setValues((current) => ({ ...current, [key]: value }));
    if (errors[key]) setErrors((current) => ({ ...current, [key]: undefined }));
  }

  function handleSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const found = validateProductForm(values, !!vendors);
    setErrors(found);
    if (Object.values(found).some(Boolean)) {
      const form = event.currentTarget;
      // After the render that marks the fields invalid, move focus to the first one.
      window.setTimeout(() => form.querySelector<HTMLElement>('[aria-invalid="true"]')?.focus());
      return;
    }
    onSubmit(values);
  }

  return (
    <StyledForm noValidate onSubmit={handleSubmit} aria-label="Product">
      {vendors && (
        <StyledWide>
          <FormField label="Vendor" required error={shown.vendorId}>
            <Select value={values.vendorId} onChange={(event) => set('vendorId', event.target.value)}>
              <option value="">Select a vendor</option>
              {vendors.map((vendor) => (
                <option key={vendor.id} value={String(vendor.id)}>
                  {productVendorLabel(vendor)}
                  {vendor.company ? ` (${vendor.name})` : ''}
                </option>
              ))}
            </Select>
          </FormField>
        </StyledWide>
      )}
      <FormField label="Product name" required error={shown.name}>
        <Input value={values.name} onChange={(event) => set('name', event.target.value)} autoComplete="off" />
      </FormField>
      <FormField label="SKU" required hint="A unique identifier" error={shown.sku}>
        <Input value={values.sku} onChange={(event) => set('sku', event.target.value)} autoComplete="off" />
      </FormField>
      <StyledWide>
        <FormField label="Description" error={shown.description}>
          <TextArea value={values.description} onChange={(event) => set('description', event.target.value)} />
        </FormField>
      </StyledWide>
      <FormField label="Category" error={shown.category}>
        <Select value={values.category} onChange={(event) => set('category', event.target.value)}>
          <option value="">No category</option>
          {PRODUCT_CATEGORIES.map((option) => (
            <option key={option.value} value={option.value}>
              {option.label}
            </option>
          ))}
        </Select>
      </FormField>
      <FormField label="Price (USD)" error={shown.price}>
        <Input
          type="number"
          inputMode="decimal"
          min={0}
          step="0.01"
          value={values.price}
          onChange={(event) => set('price', event.target.value)}
        />
      </FormField>
      <StyledSwitchRow>
        <FormField label="In stock">
          <Switch checked={values.inStock} onCheckedChange={(checked) => set('inStock', checked)} />
        </FormField>
      </StyledSwitchRow>
      <FormField label="Stock quantity" error={shown.stockQuantity}>
        <Input
          type="number"
          inputMode="numeric"
          min={0}
          step={1}
          value={values.stockQuantity}
          onChange={(event) => set('stockQuantity', event.target.value)}
        />
      </FormField>
      <StyledActions>
        <Button $variant="secondary" onClick={onCancel} disabled={pending}>
          Cancel
        </Button>
        <Button type="submit" disabled={pending}>
          {pending ? pendingLabel : submitLabel}
        </Button>
      </StyledActions>
    </StyledForm>
  );
}
