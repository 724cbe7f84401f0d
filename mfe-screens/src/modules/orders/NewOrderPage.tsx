import { useMutation, useQuery } from '@apollo/client/react';
import { zodResolver } from '@hookform/resolvers/zod';
import { useEffect, useMemo, useState } from 'react';
import { Controller, useForm } from 'react-hook-form';
import { useNavigate, useSearchParams } from 'react-router-dom';
import styled from 'styled-components';
import { Button, Card, CardDescription, CardHeader, CardTitle, Checkbox, EmptyState, FormField, Input, refusalText, Select, showServerErrors, TextArea, useSession, useToast } from 'mfe-shared';
import { OrdersCreateOrderDocument, OrdersNewOrderBuyersDocument, OrdersNewOrderProductDocument, OrdersNewOrderProductsDocument, OrdersNewOrderVendorsDocument } from 'mfe-shared/operations';
import { SizeGridEditor } from './components/SizeGridEditor';
import { emptyGrid, gridTotal, type SizeGrid } from './utils/sizeGrid';
import { z } from 'zod';
import { todayIso } from './utils/dates';

const StyledCard = styled(Card)`
  max-width: ${({ theme }) => theme.size.dialogWidth};
`;

const StyledForm = styled.form`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space.lg};
`;

const StyledRow = styled.div`
  display: grid;
  grid-template-columns: 1fr 1fr;
  gap: ${({ theme }) => theme.space.lg};
  @media (max-width: ${({ theme }) => theme.breakpoint.small}) {
    grid-template-columns: 1fr;
  }
`;

const StyledActions = styled.div`
  display: flex;
  justify-content: flex-end;
  gap: ${({ theme }) => theme.space.sm};
`;

/**
 * What the form must hold before it is sent: the choices and the API's types (a whole quantity).
 * The rules (a quantity of at least 1, a due date not in the past, a valid grid, a connected
 * vendor) are the server's, shown under the field its answer names.
 */
function newOrderSchema(needsBuyer: boolean) {
  return z
    .object({
      buyerId: needsBuyer ? z.string().min(1, 'Please select a buyer') : z.string(),
      vendorId: z.string().min(1, 'Please select a vendor'),
      productId: z.string().min(1, 'Please select a product'),
      quantity: z.string().trim(),
      dueDate: z.string().min(1, 'Please select a due date'),
      notes: z.string().trim(),
      useGrid: z.boolean(),
      grid: z.custom<SizeGrid>(),
    })
    .refine((values) => values.useGrid || /^-?\d+$/.test(values.quantity), {
      path: ['quantity'],
      message: 'Quantity must be a whole number',
    });
}

type NewOrderValues = z.infer<ReturnType<typeof newOrderSchema>>;

/**
 * /orders/new (SPEC.md 5, DECISIONS.md 1): a buyer orders a product of a connected vendor: the
 * vendor first, then that vendor's products; admins also pick the buyer the order is for.
 */
export function NewOrderPage() {
  const { user } = useSession();
  const navigate = useNavigate();
  const { toast } = useToast();
  const [params] = useSearchParams();
  const presetProductId = Number(params.get('productId')) || null;
  // The server says whether the user orders at all and whether they choose the buyer (admins) or
  // order for themselves (buyers): the session's capabilities.
  const canOrder = user?.capabilities.createOrder ?? false;
  const choosesBuyer = user?.capabilities.chooseOrderBuyer ?? false;

  const form = useForm<NewOrderValues>({
    defaultValues: {
      buyerId: '',
      vendorId: '',
      productId: '',
      quantity: '1',
      dueDate: '',
      notes: '',
      useGrid: false,
      grid: emptyGrid(),
    },
    resolver: zodResolver(newOrderSchema(choosesBuyer)),
  });
  const { control, formState, register, setValue, watch } = form;
  const { errors, isSubmitting: creating } = formState;
  const buyerId = watch('buyerId');
  const vendorId = watch('vendorId');
  const useGrid = watch('useGrid');
  const grid = watch('grid');
  const [presetApplied, setPresetApplied] = useState(false);

  // The server lists the vendors the order may go to (when the buyer is chosen: that buyer's).
  const vendorsQuery = useQuery(OrdersNewOrderVendorsDocument, {
    variables: { buyerId: choosesBuyer ? Number(buyerId) : null },
    skip: !canOrder || (choosesBuyer && !buyerId),
  });
  const buyersQuery = useQuery(OrdersNewOrderBuyersDocument, { skip: !choosesBuyer });
  const productsQuery = useQuery(OrdersNewOrderProductsDocument, {
    variables: { vendorId: Number(vendorId) },
    skip: !vendorId,
  });
  const presetQuery = useQuery(OrdersNewOrderProductDocument, {
    variables: { id: presetProductId ?? 0 },
    skip: !presetProductId || !canOrder,
  });
  const [createOrder] = useMutation(OrdersCreateOrderDocument);

  const vendors = useMemo(() => vendorsQuery.data?.orderableVendors ?? [], [vendorsQuery.data]);
  const products = productsQuery.data?.products.nodes ?? [];

  // ?productId= preselects the product and its vendor, once both are known.
  useEffect(() => {
    if (presetApplied || !presetQuery.data || !vendorsQuery.data) return;
    const preset = presetQuery.data.product;
    if (vendors.some((vendor) => vendor.id === preset.vendor.id)) {
      setValue('vendorId', String(preset.vendor.id));
      setValue('productId', String(preset.id));
    }
    setPresetApplied(true);
  }, [presetApplied, presetQuery.data, vendors, vendorsQuery.data, setValue]);

  async function handleValid(values: NewOrderValues) {
    try {
      const { data } = await createOrder({
        variables: {
          input: {
            vendorId: Number(values.vendorId),
            productId: Number(values.productId),
            quantity: values.useGrid ? null : Number(values.quantity),
            breakdown: values.useGrid ? values.grid : null,
            dueDate: values.dueDate,
            notes: values.notes || null,
            buyerId: choosesBuyer ? Number(values.buyerId) : null,
          },
        },
        refetchQueries: 'active',
      });
      const code = data?.createOrder.orderCode;
      toast({ title: 'Order created', description: `Order ${code} has been created.` });
      navigate(`/orders/${code}`);
    } catch (error) {
      const failure = showServerErrors(form, error, { breakdown: 'grid' });
      toast({
        title: 'Error creating order',
        description: refusalText(
          failure,
          'There was a problem creating your order. Please try again.',
        ),
        variant: 'destructive',
      });
    }
  }

  if (!canOrder) {
    return (
      <Card>
        <EmptyState
          title="Your account cannot create orders"
          text="Orders are placed by buyers; you can follow and update yours from the orders list."
          action={<Button onClick={() => navigate('/orders')}>Return to Orders</Button>}
        />
      </Card>
    );
  }

  const vendorsLoading = vendorsQuery.loading;
  const productHint = !vendorId
    ? 'Choose a vendor first.'
    : productsQuery.loading
      ? 'Loading products...'
      : products.length === 0
        ? 'No products available from this vendor'
        : undefined;

  return (
    <StyledCard>
      <CardHeader>
        <div>
          <CardTitle>Create Order</CardTitle>
          <CardDescription>
            Place a production order with one of your connected vendors.
          </CardDescription>
        </div>
      </CardHeader>
      <StyledForm onSubmit={form.handleSubmit(handleValid)} noValidate aria-label="New order">
        {choosesBuyer && (
          <FormField label="Buyer" required error={errors.buyerId?.message}>
            <Select
              {...register('buyerId', {
                onChange: () => {
                  setValue('vendorId', '');
                  setValue('productId', '');
                },
              })}
            >
              <option value="">
                {buyersQuery.loading ? 'Loading buyers...' : 'Select a buyer'}
              </option>
              {(buyersQuery.data?.buyers ?? []).map((buyer) => (
                <option key={buyer.id} value={buyer.id}>
                  {buyer.name}
                  {buyer.company ? ` (${buyer.company})` : ''}
                </option>
              ))}
            </Select>
          </FormField>
        )}
        <Controller
          control={control}
          name="vendorId"
          render={({ field }) => (
            <FormField
              label="Vendor"
              required
              error={errors.vendorId?.message}
              hint={
                choosesBuyer && !buyerId
                  ? 'Choose a buyer first.'
                  : !vendorsLoading && vendors.length === 0
                    ? choosesBuyer
                      ? 'This buyer has no connected vendors yet.'
                      : 'You have no connected vendors yet. Request a connection from the Vendors page.'
                    : undefined
              }
            >
              <Select
                {...field}
                onChange={(event) => {
                  field.onChange(event);
                  setValue('productId', '');
                }}
                disabled={vendorsLoading || (choosesBuyer && !buyerId)}
              >
                <option value="">
                  {vendorsLoading ? 'Loading vendors...' : 'Select a vendor'}
                </option>
                {vendors.map((vendor) => (
                  <option key={vendor.id} value={vendor.id}>
                    {vendor.company ?? vendor.name}
                    {vendor.company ? ` (${vendor.name})` : ''}
                  </option>
                ))}
              </Select>
            </FormField>
          )}
        />
        <Controller
          control={control}
          name="productId"
          render={({ field }) => (
            <FormField
              label="Product"
              required
              error={errors.productId?.message}
              hint={productHint}
            >
              <Select
                {...field}
                disabled={!vendorId || productsQuery.loading || products.length === 0}
              >
                <option value="">Select a product</option>
                {products.map((product) => (
                  <option key={product.id} value={product.id}>
                    {product.name} ({product.sku})
                  </option>
                ))}
              </Select>
            </FormField>
          )}
        />
        <StyledRow>
          <FormField label="Quantity" required error={errors.quantity?.message}>
            {useGrid ? (
              <Input type="number" value={gridTotal(grid)} readOnly />
            ) : (
              <Input type="number" inputMode="numeric" min={1} step={1} {...register('quantity')} />
            )}
          </FormField>
          <FormField label="Due Date" required error={errors.dueDate?.message}>
            <Input type="date" min={todayIso()} {...register('dueDate')} />
          </FormField>
        </StyledRow>
        <Checkbox label="Enter quantities by colour and size" {...register('useGrid')} />
        {useGrid && (
          <Controller
            control={control}
            name="grid"
            render={({ field }) => (
              <SizeGridEditor
                value={field.value}
                onChange={field.onChange}
                error={errors.grid?.message}
              />
            )}
          />
        )}
        <FormField
          label="Notes"
          hint="Optional: sizes, colours, packing or anything the vendor should know."
          error={errors.notes?.message}
        >
          <TextArea {...register('notes')} />
        </FormField>
        <StyledActions>
          <Button $variant="secondary" onClick={() => navigate('/orders')} disabled={creating}>
            Cancel
          </Button>
          <Button type="submit" disabled={creating}>
            {creating ? 'Creating...' : 'Create Order'}
          </Button>
        </StyledActions>
      </StyledForm>
    </StyledCard>
  );
}
