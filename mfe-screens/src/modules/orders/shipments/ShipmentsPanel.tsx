import { useMutation, useQuery } from '@apollo/client/react';
import { type FormEvent, useState } from 'react';
import styled from 'styled-components';
import { Button, Dialog, formatUnits, FormField, OrdersCloseOrderShortDocument, OrdersOrderShipmentsDocument, type OrdersOrderShipmentsQuery, SortableTable, type TableColumn, TextArea, useToast } from 'mfe-shared';
import { OrderPanel, OrderPanelPending, StyledPanelButtons } from '../components/OrderPanel';
import { explainableMessage } from '../utils/errors';
import { ShipmentCard } from './ShipmentCard';
import { ShipmentForm } from './ShipmentForm';
import { cellKey, cellLabel } from './shipmentText';

export type ShipmentsPanelProps = { orderCode: string };

type Cell = NonNullable<OrdersOrderShipmentsQuery['order']['shipping']>['cells'][number];

const StyledForm = styled.form`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space.lg};
`;

const CELL_COLUMNS: TableColumn<Cell>[] = [
  { key: 'cell', header: 'Colour / size', render: cellLabel, sortable: true, sortValue: cellLabel },
  { key: 'ordered', header: 'Ordered', align: 'right', sortable: true, priority: 'medium' },
  { key: 'range', header: 'Tolerance', align: 'right', render: (c) => `${c.least}–${c.most}`, priority: 'low', nowrap: true },
  { key: 'shipped', header: 'Shipped', align: 'right', sortable: true },
  { key: 'received', header: 'Received', align: 'right', sortable: true },
];

/**
 * The order's Shipments tab: ordered, shipped and received per cell (with the buyer's tolerance),
 * the shipments (newest first) and the buttons the server offers: create a shipment (the first
 * one requests Shipping), receive one, close the order short.
 */
export function ShipmentsPanel({ orderCode }: ShipmentsPanelProps) {
  const { toast } = useToast();
  const { data, loading, error, refetch } = useQuery(OrdersOrderShipmentsDocument, { variables: { idOrCode: orderCode } });
  const [creating, setCreating] = useState<string | null>(null);
  const [closing, setClosing] = useState(false);
  const [reason, setReason] = useState('');
  const [closeShort, closingShort] = useMutation(OrdersCloseOrderShortDocument);
  const order = data?.order;
  const shipping = order?.shipping;

  if (!order || !shipping) return <OrderPanelPending noun="shipments" loading={loading} error={error} onRetry={() => void refetch()} />;

  async function handleCloseShort(event: FormEvent) {
    event.preventDefault();
    try {
      await closeShort({ variables: { orderId: String(order!.id), input: { reason } }, refetchQueries: 'active' });
      toast({ title: 'Order closed short', description: orderCode });
      setClosing(false);
      setReason('');
    } catch (failure) {
      toast({ title: 'Something went wrong', description: explainableMessage(failure) ?? 'Please try again.', variant: 'destructive' });
    }
  }

  const shipped = shipping.cells.reduce((sum, c) => sum + c.shipped, 0);
  const received = shipping.cells.reduce((sum, c) => sum + c.received, 0);
  const ordered = shipping.cells.reduce((sum, c) => sum + c.ordered, 0);
  return (
    <OrderPanel
      status={
        <>
          {formatUnits(shipped)} shipped and {formatUnits(received)} received of {formatUnits(ordered)} ordered; the
          buyer accepts ±{shipping.tolerancePercent}% per colour and size.
          {shipping.closedShortReason && ` Closed short: ${shipping.closedShortReason}`}
        </>
      }
      actions={shipping.availableActions.map((action) => (
        <Button
          key={action.kind}
          $variant={action.kind === 'CloseShort' ? 'secondary' : 'primary'}
          onClick={() => (action.kind === 'CloseShort' ? setClosing(true) : setCreating(action.label))}
        >
          {action.label}
        </Button>
      ))}
      summary={<SortableTable caption="Ordered, shipped and received per colour and size" columns={CELL_COLUMNS} rows={shipping.cells} rowKey={cellKey} />}
      count={shipping.shipments.length}
      empty={{
        title: 'No shipments yet',
        text: "The vendor's shipments show here with their packing lists, advance shipping notices and receipts.",
      }}
      list={[...shipping.shipments].reverse().map((shipment) => <ShipmentCard key={shipment.id} shipment={shipment} orderCode={order.orderCode} />)}
    >
      {creating && (
        <ShipmentForm
          title={creating}
          orderId={order.id}
          cells={shipping.cells}
          onClose={() => setCreating(null)}
        />
      )}
      <Dialog
        open={closing}
        onClose={() => !closingShort.loading && setClosing(false)}
        title="Close the order short"
        description="What was received becomes the delivery: the order is Delivered and no more shipments are expected."
      >
        <StyledForm onSubmit={handleCloseShort} aria-label="Close the order short" noValidate>
          <FormField label="Reason" required>
            <TextArea value={reason} onChange={(e) => setReason(e.target.value)} disabled={closingShort.loading} maxLength={2000} />
          </FormField>
          <StyledPanelButtons>
            <Button $variant="secondary" onClick={() => setClosing(false)} disabled={closingShort.loading}>
              Cancel
            </Button>
            <Button type="submit" disabled={closingShort.loading}>
              {closingShort.loading ? 'Saving...' : 'Close short'}
            </Button>
          </StyledPanelButtons>
        </StyledForm>
      </Dialog>
    </OrderPanel>
  );
}
