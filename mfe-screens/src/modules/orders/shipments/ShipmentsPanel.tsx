import { useQuery } from '@apollo/client/react';
import { useState } from 'react';
import { Button, formatUnits, type OrdersOrderShipmentsQuery, SortableTable, type TableColumn } from 'mfe-shared';
import { OrdersOrderShipmentsDocument } from 'mfe-shared/operations';
import { OrderPanel, OrderPanelPending } from '../components/OrderPanel';
import { CloseShortDialog } from './CloseShortDialog';
import { ShipmentCard } from './ShipmentCard';
import { ShipmentForm } from './ShipmentForm';
import { cellKey, cellLabel } from './shipmentText';

export type ShipmentsPanelProps = { orderCode: string };

type Cell = NonNullable<OrdersOrderShipmentsQuery['order']['shipping']>['cells'][number];

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
  const { data, loading, error, refetch } = useQuery(OrdersOrderShipmentsDocument, { variables: { idOrCode: orderCode } });
  const [creating, setCreating] = useState<string | null>(null);
  const [closing, setClosing] = useState(false);
  const order = data?.order;
  const shipping = order?.shipping;

  if (!order || !shipping) return <OrderPanelPending noun="shipments" loading={loading} error={error} onRetry={() => void refetch()} />;

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
      <CloseShortDialog order={order} open={closing} onClose={() => setClosing(false)} />
    </OrderPanel>
  );
}
