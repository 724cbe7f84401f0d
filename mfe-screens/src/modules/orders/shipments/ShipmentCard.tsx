import { useMutation } from '@apollo/client/react';
import { type FormEvent, useState } from 'react';
import { Link } from 'react-router-dom';
import styled from 'styled-components';
import { Button, Card, Checkbox, Dialog, formatSpecDate, FormField, Input, OrdersReceiveShipmentDocument, type ShipmentFieldsFragment, SortableTable, StatusBadge, type TableColumn, useToast } from 'mfe-shared';
import { explainableMessage } from '../utils/errors';
import { cellKey, cellLabel, discrepanciesOf, shipmentBadgeOf } from './shipmentText';

export type ShipmentCardProps = { shipment: ShipmentFieldsFragment; orderCode: string };

type Line = ShipmentFieldsFragment['lines'][number];
type Carton = ShipmentFieldsFragment['cartons'][number];
type Count = { take: boolean; received: string; note: string };

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

const StyledForm = styled.form`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space.md};
  fieldset {
    border: 1px solid ${({ theme }) => theme.color.border};
    border-radius: ${({ theme }) => theme.radius.md};
    padding: ${({ theme }) => theme.space.md};
    margin: 0;
    min-width: 0;
    display: grid;
    grid-template-columns: repeat(auto-fill, minmax(10rem, 1fr));
    gap: ${({ theme }) => theme.space.md};
  }
  p {
    margin: 0;
  }
`;

const StyledButtons = styled.div`
  display: flex;
  flex-wrap: wrap;
  justify-content: flex-end;
  gap: ${({ theme }) => theme.space.sm};
`;

const StyledError = styled.p`
  color: ${({ theme }) => theme.color.red.fg};
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
  const { toast } = useToast();
  const [counts, setCounts] = useState<Record<string, Count> | null>(null);
  const [problem, setProblem] = useState<string | null>(null);
  const [receive, receiving] = useMutation(OrdersReceiveShipmentDocument);
  const title = `Shipment ${shipment.number}`;
  const badge = shipmentBadgeOf(shipment.status);
  const open = shipment.lines.filter((line) => line.received == null);
  const differences = discrepanciesOf(shipment.lines);
  const canReceive = shipment.availableActions.some((a) => a.kind === 'Receive');

  function startReceipt() {
    setProblem(null);
    setCounts(Object.fromEntries(open.map((line) => [cellKey(line), { take: true, received: String(line.shipped), note: '' }])));
  }

  const setCount = (key: string, change: Partial<Count>) => setCounts((current) => current && { ...current, [key]: { ...current[key], ...change } });

  async function handleReceive(event: FormEvent) {
    event.preventDefault();
    if (!counts) return;
    const taken = open.filter((line) => counts[cellKey(line)].take);
    if (taken.length === 0) return setProblem('Choose at least one colour and size to receive now.');
    const uncounted = taken.find((line) => counts[cellKey(line)].received.trim() === '');
    if (uncounted) return setProblem(`Enter the count received of ${cellLabel(uncounted)}.`);
    const lines = taken.map((line) => {
      const count = counts[cellKey(line)];
      return { colour: line.colour, size: line.size, received: Number(count.received), note: count.note || null };
    });
    try {
      await receive({ variables: { shipmentId: shipment.id, input: { lines } }, refetchQueries: 'active' });
      toast({ title: `${title} received`, description: orderCode });
      setCounts(null);
    } catch (failure) {
      setProblem(explainableMessage(failure) ?? 'Please try again.');
    }
  }

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
          {canReceive && <Button onClick={startReceipt}>Receive shipment</Button>}
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
      <Dialog open={counts !== null} onClose={() => !receiving.loading && setCounts(null)} title={`Receive ${title.toLowerCase()}`} description="Count what arrived. A count that differs from what was shipped needs a note. Leave a colour and size unticked to count it later.">
        {counts && (
          <StyledForm onSubmit={handleReceive} aria-label={`Receive ${title.toLowerCase()}`} noValidate>
            {open.map((line) => {
              const key = cellKey(line);
              const label = cellLabel(line);
              return (
                <fieldset key={key} aria-label={label}>
                  <Checkbox label={`Receive ${label} now (${line.shipped} shipped)`} checked={counts[key].take} onChange={(e) => setCount(key, { take: e.target.checked })} disabled={receiving.loading} />
                  <FormField label={`${label} received`}>
                    <Input type="number" min={0} inputMode="numeric" value={counts[key].received} onChange={(e) => setCount(key, { received: e.target.value })} disabled={receiving.loading || !counts[key].take} />
                  </FormField>
                  <FormField label={`${label} note`}>
                    <Input value={counts[key].note} onChange={(e) => setCount(key, { note: e.target.value })} disabled={receiving.loading || !counts[key].take} maxLength={2000} />
                  </FormField>
                </fieldset>
              );
            })}
            {problem && <StyledError role="alert">{problem}</StyledError>}
            <StyledButtons>
              <Button $variant="secondary" onClick={() => setCounts(null)} disabled={receiving.loading}>
                Cancel
              </Button>
              <Button type="submit" disabled={receiving.loading}>
                {receiving.loading ? 'Saving...' : 'Receive'}
              </Button>
            </StyledButtons>
          </StyledForm>
        )}
      </Dialog>
    </StyledCard>
  );
}
