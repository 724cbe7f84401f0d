import { zodResolver } from '@hookform/resolvers/zod';
import { Controller, useForm } from 'react-hook-form';
import styled from 'styled-components';
import { Button, FormField, Input, refusalText, Select, showServerErrors, Switch, TextArea, useToast } from 'mfe-shared';
import { PRODUCT_CATEGORIES, productVendorLabel } from '../productLabels';
import { EMPTY_PRODUCT_FORM, productFormSchema, type ProductFormValues, type ProductFormVendor } from './productFormValues';

export { EMPTY_PRODUCT_FORM, productFormSchema, type ProductFormValues, type ProductFormVendor } from './productFormValues';

export type ProductFormProps = {
  initialValues?: Partial<ProductFormValues>;
  /** With vendors, a required Vendor select comes first (admin 'new'). */
  vendors?: ProductFormVendor[];
  submitLabel: string;
  pendingLabel: string;
  /** The toast's title when the server refuses the save (SPEC.md 8). */
  failureTitle: string;
  /** Saves the values; a server refusal is thrown back and shown here, under the fields it names. */
  onSubmit: (values: ProductFormValues) => Promise<void>;
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
  failureTitle,
  onSubmit,
  onCancel,
}: ProductFormProps) {
  const { toast } = useToast();
  const form = useForm<ProductFormValues>({
    defaultValues: { ...EMPTY_PRODUCT_FORM, ...initialValues },
    resolver: zodResolver(productFormSchema(!!vendors)),
  });
  const { control, formState, register } = form;
  const { errors, isSubmitting: pending } = formState;

  async function handleValid(values: ProductFormValues) {
    try {
      await onSubmit(values);
    } catch (error) {
      toast({
        title: failureTitle,
        description: refusalText(showServerErrors(form, error), 'Something went wrong. Please try again.'),
        variant: 'destructive',
      });
    }
  }

  return (
    <StyledForm noValidate onSubmit={form.handleSubmit(handleValid)} aria-label="Product">
      {vendors && (
        <StyledWide>
          <FormField label="Vendor" required error={errors.vendorId?.message}>
            <Select {...register('vendorId')}>
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
      <FormField label="Product name" required error={errors.name?.message}>
        <Input {...register('name')} autoComplete="off" />
      </FormField>
      <FormField label="SKU" required hint="A unique identifier" error={errors.sku?.message}>
        <Input {...register('sku')} autoComplete="off" />
      </FormField>
      <StyledWide>
        <FormField label="Description" error={errors.description?.message}>
          <TextArea {...register('description')} />
        </FormField>
      </StyledWide>
      <FormField label="Category" error={errors.category?.message}>
        <Select {...register('category')}>
          <option value="">No category</option>
          {PRODUCT_CATEGORIES.map((option) => (
            <option key={option.value} value={option.value}>
              {option.label}
            </option>
          ))}
        </Select>
      </FormField>
      <FormField label="Price (USD)" error={errors.price?.message}>
        <Input type="number" inputMode="decimal" min={0} step="0.01" {...register('price')} />
      </FormField>
      <StyledSwitchRow>
        <Controller
          control={control}
          name="inStock"
          render={({ field }) => (
            <FormField label="In stock" error={errors.inStock?.message}>
              <Switch ref={field.ref} checked={field.value} onCheckedChange={field.onChange} onBlur={field.onBlur} />
            </FormField>
          )}
        />
      </StyledSwitchRow>
      <FormField label="Stock quantity" error={errors.stockQuantity?.message}>
        <Input type="number" inputMode="numeric" min={0} step={1} {...register('stockQuantity')} />
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
