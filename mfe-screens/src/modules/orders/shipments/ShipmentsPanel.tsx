import { useQuery } from '@apollo/client/react';
import { useState } from 'react';
import styled from 'styled-components';
import { Button, EmptyState, ErrorPanel, formatUnits, OrdersOrderShipmentsDocument, type OrdersOrderShipmentsQuery, SkeletonText, SortableTable, type TableColumn } from 'mfe-shared';
import { OrderIcon } from '../components/OrderIcon';
import { CloseShortDialog } from './CloseShortDialog';
import { ShipmentCard } from './ShipmentCard';
import { ShipmentForm } from './ShipmentForm';
import { cellKey, cellLabel } from './shipmentText';

export type ShipmentsPanelProps = { orderCode: string };

type Cell = NonNullable<OrdersOrderShipmentsQuery['order']['shipping']>['cells'][number];

const StyledWrap = styled.div`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space.lg};
  p {
    margin: 0;
  }
`;

const StyledRow = styled.div`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  justify-content: space-between;
  gap: ${({ theme }) => theme.space.md};
`;

const StyledButtons = styled.div`
  display: flex;
  flex-wrap: wrap;
  justify-content: flex-end;
  gap: ${({ theme }) => theme.space.sm};
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
  const { data, loading, error, refetch } = useQuery(OrdersOrderShipmentsDocument, { variables: { idOrCode: orderCode } });
  const [creating, setCreating] = useState<string | null>(null);
  const [closing, setClosing] = useState(false);
  const order = data?.order;
  const shipping = order?.shipping;

  if (!order || !shipping) {
    if (error) return <ErrorPanel title="Failed to load shipments" message={error.message} onRetry={() => void refetch()} />;
    return (
      <div aria-busy={loading} aria-label="Loading shipments">
        <SkeletonText lines={4} />
      </div>
    );
  }

  const shipped = shipping.cells.reduce((sum, c) => sum + c.shipped, 0);
  const received = shipping.cells.reduce((sum, c) => sum + c.received, 0);
  const ordered = shipping.cells.reduce((sum, c) => sum + c.ordered, 0);
  return (
    <StyledWrap>
      <StyledRow>
        <p role="status">
          {formatUnits(shipped)} shipped and {formatUnits(received)} received of {formatUnits(ordered)} ordered; the
          buyer accepts ±{shipping.tolerancePercent}% per colour and size.
          {shipping.closedShortReason && ` Closed short: ${shipping.closedShortReason}`}
        </p>
        {shipping.availableActions.length > 0 && (
          <StyledButtons>
            {shipping.availableActions.map((action) => (
              <Button
                key={action.kind}
                $variant={action.kind === 'CloseShort' ? 'secondary' : 'primary'}
                onClick={() => (action.kind === 'CloseShort' ? setClosing(true) : setCreating(action.label))}
              >
                {action.label}
              </Button>
            ))}
          </StyledButtons>
        )}
      </StyledRow>
      <SortableTable caption="Ordered, shipped and received per colour and size" columns={CELL_COLUMNS} rows={shipping.cells} rowKey={cellKey} />
      {shipping.shipments.length === 0 ? (
        <EmptyState
          icon={<OrderIcon name="file" />}
          title="No shipments yet"
          text="The vendor's shipments show here with their packing lists, advance shipping notices and receipts."
        />
      ) : (
        [...shipping.shipments].reverse().map((shipment) => <ShipmentCard key={shipment.id} shipment={shipment} orderCode={order.orderCode} />)
      )}
      {creating && (
        <ShipmentForm
          title={creating}
          orderId={order.id}
          cells={shipping.cells}
          onClose={() => setCreating(null)}
        />
      )}
      <CloseShortDialog order={order} open={closing} onClose={() => setClosing(false)} />
    </StyledWrap>
  );
}
