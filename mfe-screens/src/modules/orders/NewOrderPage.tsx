import { useMutation, useQuery } from '@apollo/client/react';
import { useEffect, useMemo, useState, type FormEvent } from 'react';
import { useNavigate, useSearchParams } from 'react-router-dom';
import styled from 'styled-components';
import {
  Button,
  Card,
  CardDescription,
  CardHeader,
  CardTitle,
  Checkbox,
  EmptyState,
  FormField,
  Input,
  OrdersCreateOrderDocument,
  OrdersNewOrderBuyersDocument,
  OrdersNewOrderProductDocument,
  OrdersNewOrderProductsDocument,
  OrdersNewOrderVendorsDocument,
  Select,
  TextArea,
  useSession,
  useToast,
} from 'mfe-shared';
import { SizeGridEditor } from './components/SizeGridEditor';
import { emptyGrid, gridTotal, type SizeGrid } from './utils/sizeGrid';
import { explainableMessage } from './utils/errors';
import { todayIso } from './utils/dates';

type FormErrors = Partial<Record<'buyer' | 'vendor' | 'product' | 'quantity' | 'dueDate' | 'grid', string>>;

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

function validate(values: {
  needsBuyer: boolean;
  buyerId: string;
  vendorId: string;
  productId: string;
  quantity: string;
  dueDate: string;
  grid: SizeGrid | null;
}): FormErrors {
  const errors: FormErrors = {};
  if (values.needsBuyer && !values.buyerId) errors.buyer = 'Please select a buyer';
  if (!values.vendorId) errors.vendor = 'Please select a vendor';
  if (!values.productId) errors.product = 'Please select a product';
  const quantity = Number(values.quantity);
  if (values.grid) {
    if (values.grid.colours.some((colour) => !colour.trim())) errors.grid = 'Every colour in the grid needs a name';
    else if (values.grid.sizes.some((size) => !size.trim())) errors.grid = 'Every size in the grid needs a name';
    else if (gridTotal(values.grid) < 1) errors.grid = 'Quantity must be at least 1';
  } else if (!values.quantity.trim() || !Number.isInteger(quantity) || quantity < 1) errors.quantity = 'Quantity must be at least 1';
  if (!values.dueDate) errors.dueDate = 'Please select a due date';
  else if (values.dueDate < todayIso()) errors.dueDate = 'Due date cannot be in the past';
  return errors;
}

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
  const isAdmin = user?.role === 'admin';

  const [buyerId, setBuyerId] = useState('');
  const [vendorId, setVendorId] = useState('');
  const [productId, setProductId] = useState('');
  const [quantity, setQuantity] = useState('1');
  const [dueDate, setDueDate] = useState('');
  const [notes, setNotes] = useState('');
  const [useGrid, setUseGrid] = useState(false);
  const [grid, setGrid] = useState<SizeGrid>(emptyGrid);
  const [errors, setErrors] = useState<FormErrors>({});
  const [presetApplied, setPresetApplied] = useState(false);

  const canOrder = user?.role === 'buyer' || isAdmin;
  const vendorsQuery = useQuery(OrdersNewOrderVendorsDocument, { skip: !canOrder });
  const buyersQuery = useQuery(OrdersNewOrderBuyersDocument, { skip: !isAdmin });
  const productsQuery = useQuery(OrdersNewOrderProductsDocument, {
    variables: { vendorId: Number(vendorId) },
    skip: !vendorId,
  });
  const presetQuery = useQuery(OrdersNewOrderProductDocument, {
    variables: { id: presetProductId ?? 0 },
    skip: !presetProductId || !canOrder,
  });
  const [createOrder, { loading: creating }] = useMutation(OrdersCreateOrderDocument);

  // A buyer orders only from vendors with an approved connection (DECISIONS.md 3).
  const vendors = useMemo(
    () => (vendorsQuery.data?.vendors ?? []).filter((vendor) => isAdmin || vendor.connectionStatus === 'approved'),
    [vendorsQuery.data, isAdmin],
  );
  const products = productsQuery.data?.products.nodes ?? [];

  // ?productId= preselects the product and its vendor, once both are known.
  useEffect(() => {
    if (presetApplied || !presetQuery.data || vendorsQuery.loading) return;
    const preset = presetQuery.data.product;
    if (vendors.some((vendor) => vendor.id === preset.vendor.id)) {
      setVendorId(String(preset.vendor.id));
      setProductId(String(preset.id));
    }
    setPresetApplied(true);
  }, [presetApplied, presetQuery.data, vendors, vendorsQuery.loading]);

  function handleVendorChange(value: string) {
    setVendorId(value);
    setProductId('');
    setErrors((current) => ({ ...current, vendor: undefined, product: undefined }));
  }

  async function handleSubmit(event: FormEvent) {
    event.preventDefault();
    const found = validate({ needsBuyer: isAdmin, buyerId, vendorId, productId, quantity, dueDate, grid: useGrid ? grid : null });
    setErrors(found);
    if (Object.keys(found).length > 0) return;
    try {
      const { data } = await createOrder({
        variables: {
          input: {
            vendorId: Number(vendorId),
            productId: Number(productId),
            quantity: useGrid ? null : Number(quantity),
            breakdown: useGrid ? grid : null,
            dueDate,
            notes: notes.trim() || null,
            buyerId: isAdmin ? Number(buyerId) : null,
          },
        },
        refetchQueries: 'active',
      });
      const code = data?.createOrder.orderCode;
      toast({ title: 'Order created', description: `Order ${code} has been created.` });
      navigate(`/orders/${code}`);
    } catch (error) {
      toast({
        title: 'Error creating order',
        description: explainableMessage(error) ?? 'There was a problem creating your order. Please try again.',
        variant: 'destructive',
      });
    }
  }

  if (user && !canOrder) {
    return (
      <Card>
        <EmptyState
          title="Only buyers can create orders"
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
          <CardDescription>Place a production order with one of your connected vendors.</CardDescription>
        </div>
      </CardHeader>
      <StyledForm onSubmit={handleSubmit} noValidate aria-label="New order">
        {isAdmin && (
          <FormField label="Buyer" required error={errors.buyer}>
            <Select value={buyerId} onChange={(event) => setBuyerId(event.target.value)}>
              <option value="">{buyersQuery.loading ? 'Loading buyers...' : 'Select a buyer'}</option>
              {(buyersQuery.data?.buyers ?? []).map((buyer) => (
                <option key={buyer.id} value={buyer.id}>
                  {buyer.name}
                  {buyer.company ? ` (${buyer.company})` : ''}
                </option>
              ))}
            </Select>
          </FormField>
        )}
        <FormField
          label="Vendor"
          required
          error={errors.vendor}
          hint={!vendorsLoading && vendors.length === 0 ? 'You have no connected vendors yet. Request a connection from the Vendors page.' : undefined}
        >
          <Select value={vendorId} onChange={(event) => handleVendorChange(event.target.value)} disabled={vendorsLoading}>
            <option value="">{vendorsLoading ? 'Loading vendors...' : 'Select a vendor'}</option>
            {vendors.map((vendor) => (
              <option key={vendor.id} value={vendor.id}>
                {vendor.company ?? vendor.name}
                {vendor.company ? ` (${vendor.name})` : ''}
              </option>
            ))}
          </Select>
        </FormField>
        <FormField label="Product" required error={errors.product} hint={productHint}>
          <Select
            value={productId}
            onChange={(event) => setProductId(event.target.value)}
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
        <StyledRow>
          <FormField label="Quantity" required error={errors.quantity}>
            <Input
              type="number"
              inputMode="numeric"
              min={1}
              step={1}
              value={useGrid ? gridTotal(grid) : quantity}
              readOnly={useGrid}
              onChange={(event) => setQuantity(event.target.value)}
            />
          </FormField>
          <FormField label="Due Date" required error={errors.dueDate}>
            <Input type="date" min={todayIso()} value={dueDate} onChange={(event) => setDueDate(event.target.value)} />
          </FormField>
        </StyledRow>
        <Checkbox
          label="Enter quantities by colour and size"
          checked={useGrid}
          onChange={(event) => setUseGrid(event.target.checked)}
        />
        {useGrid && <SizeGridEditor value={grid} onChange={setGrid} error={errors.grid} />}
        <FormField label="Notes" hint="Optional: sizes, colours, packing or anything the vendor should know.">
          <TextArea value={notes} onChange={(event) => setNotes(event.target.value)} />
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
