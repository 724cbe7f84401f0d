import { useState } from 'react';
import { Link } from 'react-router-dom';
import styled from 'styled-components';
import { Button, Card, formatSpecDate, type ShipmentFieldsFragment, SortableTable, StatusBadge, type TableColumn } from 'mfe-shared';
import { ReceiveShipmentDialog } from './ReceiveShipmentDialog';
import { cellLabel, discrepanciesOf, shipmentBadgeOf } from './shipmentText';

export type ShipmentCardProps = { shipment: ShipmentFieldsFragment; orderCode: string };

type Line = ShipmentFieldsFragment['lines'][number];
type Carton = ShipmentFieldsFragment['cartons'][number];

const StyledCard = styled(Card)`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space.md};
  h3,
  p {
    margin: 0;
  }
  dl {
    display: grid;
    grid-template-columns: repeat(auto-fill, minmax(10rem, 1fr));
    gap: ${({ theme }) => `${theme.space.xs} ${theme.space.lg}`};
    margin: 0;
  }
  dt {
    font-weight: ${({ theme }) => theme.font.weight.semibold};
  }
  dd {
    margin: 0;
    overflow-wrap: anywhere;
  }
`;

const StyledHead = styled.div`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  justify-content: space-between;
  gap: ${({ theme }) => theme.space.md};
`;

const StyledLinks = styled.div`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  gap: ${({ theme }) => theme.space.md};
`;

const LINE_COLUMNS: TableColumn<Line>[] = [
  { key: 'cell', header: 'Colour / size', render: cellLabel, sortable: true, sortValue: cellLabel },
  { key: 'shipped', header: 'Shipped', align: 'right', sortable: true },
  { key: 'received', header: 'Received', align: 'right', render: (line) => line.received ?? '—', sortable: true },
  { key: 'note', header: 'Note', render: (line) => line.note ?? '', priority: 'low', truncate: (line) => line.note ?? '' },
];

const contentsOf = (carton: Carton) => carton.items.map((item) => `${cellLabel(item)} × ${item.quantity}`).join(', ');
const CARTON_COLUMNS: TableColumn<Carton>[] = [
  {
    key: 'numbers',
    header: 'Cartons',
    render: (c) => (c.cartonCount === 1 ? `${c.firstCarton}` : `${c.firstCarton}–${c.firstCarton + c.cartonCount - 1}`),
    nowrap: true,
  },
  { key: 'contents', header: 'Each holds', render: contentsOf },
  { key: 'grossWeightKg', header: 'Gross kg', align: 'right', priority: 'medium' },
  { key: 'netWeightKg', header: 'Net kg', align: 'right', priority: 'low' },
  { key: 'size', header: 'L × W × H cm', render: (c) => `${c.lengthCm} × ${c.widthCm} × ${c.heightCm}`, priority: 'low', nowrap: true },
];

/** One shipment: its ASN, packing list, shipped and received per cell, and the buyer's receipt. */
export function ShipmentCard({ shipment, orderCode }: ShipmentCardProps) {
  const [receiving, setReceiving] = useState(false);
  const title = `Shipment ${shipment.number}`;
  const badge = shipmentBadgeOf(shipment.status);
  const differences = discrepanciesOf(shipment.lines);
  const canReceive = shipment.availableActions.some((a) => a.kind === 'Receive');

  return (
    <StyledCard as="article" aria-label={title}>
      <StyledHead>
        <h3>{title}</h3>
        <StatusBadge status={badge.status} label={badge.label} aria-label={`${title}: ${badge.label}`} />
        <StyledLinks>
          <a href={`/api/shipments/${shipment.id}/packing-list.csv`} download>
            Packing list (CSV)
          </a>
          <Link to={`/orders/${encodeURIComponent(orderCode)}/shipments/${shipment.id}/labels`}>Carton labels</Link>
          {canReceive && <Button onClick={() => setReceiving(true)}>Receive shipment</Button>}
        </StyledLinks>
      </StyledHead>
      <dl>
        <dt>Mode</dt>
        <dd>{shipment.mode}</dd>
        <dt>Carrier</dt>
        <dd>{shipment.carrier}</dd>
        <dt>Tracking or B/L</dt>
        <dd>{shipment.trackingNumber}</dd>
        <dt>ETD</dt>
        <dd>{formatSpecDate(shipment.etd)}</dd>
        <dt>ETA</dt>
        <dd>{formatSpecDate(shipment.eta)}</dd>
        <dt>Cartons</dt>
        <dd>{shipment.cartonTotal}</dd>
      </dl>
      {shipment.note && <p>{shipment.note}</p>}
      {differences.length > 0 && (
        <p role="note">
          Discrepancies: {differences.map((line) => `${cellLabel(line)} ${line.received} of ${line.shipped} (${line.note})`).join('; ')}
        </p>
      )}
      <SortableTable caption={`${title}: shipped and received`} columns={LINE_COLUMNS} rows={shipment.lines} rowKey={(line) => line.id} />
      <SortableTable caption={`${title}: packing list`} columns={CARTON_COLUMNS} rows={shipment.cartons} rowKey={(carton) => carton.id} />
      {receiving && <ReceiveShipmentDialog shipment={shipment} orderCode={orderCode} onClose={() => setReceiving(false)} />}
    </StyledCard>
  );
}
