import { useMutation } from '@apollo/client/react';
import { type ChangeEvent, type FormEvent, useState } from 'react';
import styled from 'styled-components';
import { Button, Dialog, FormField, Input, OrdersCreateShipmentDocument, OrdersImportPackingListDocument, Select, type ShipmentMode, TextArea, useToast } from 'mfe-shared';
import { explainableMessage } from '../utils/errors';
import { cellKey, cellLabel } from './shipmentText';

type Cell = { colour: string; size: string; ordered: number; shipped: number; most: number };

export type ShipmentFormProps = {
  title: string;
  orderId: number;
  cells: readonly Cell[];
  onClose: () => void;
};

const SIZE_FIELDS = [
  ['cartonCount', 'Cartons'],
  ['grossWeightKg', 'Gross kg per carton'],
  ['netWeightKg', 'Net kg per carton'],
  ['lengthCm', 'Length cm'],
  ['widthCm', 'Width cm'],
  ['heightCm', 'Height cm'],
] as const;
type SizeField = (typeof SIZE_FIELDS)[number][0];
type Row = Record<SizeField, string> & { units: Record<string, string> };

const emptyRow = (): Row => ({ cartonCount: '', grossWeightKg: '', netWeightKg: '', lengthCm: '60', widthCm: '40', heightCm: '30', units: {} });
const MODES: ShipmentMode[] = ['Sea', 'Air', 'Road', 'Courier'];

const StyledForm = styled.form`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space.lg};
  fieldset {
    border: 1px solid ${({ theme }) => theme.color.border};
    border-radius: ${({ theme }) => theme.radius.md};
    padding: ${({ theme }) => theme.space.md};
    margin: 0;
    min-width: 0;
  }
  legend {
    font-weight: ${({ theme }) => theme.font.weight.semibold};
  }
  p {
    margin: 0;
  }
`;

/** Fields side by side that wrap on narrow screens. */
const StyledGrid = styled.div`
  display: grid;
  grid-template-columns: repeat(auto-fill, minmax(9rem, 1fr));
  gap: ${({ theme }) => theme.space.md};
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

/**
 * The vendor's shipment: the advance shipping notice and the packing list, row by row (identical
 * cartons, units of each colour and size per carton), typed or imported from CSV. The server
 * checks it all (the tolerance per cell included) and answers what is wrong.
 */
export function ShipmentForm({ title, orderId, cells, onClose }: ShipmentFormProps) {
  const { toast } = useToast();
  const [mode, setMode] = useState<ShipmentMode>('Sea');
  const [carrier, setCarrier] = useState('');
  const [trackingNumber, setTrackingNumber] = useState('');
  const [etd, setEtd] = useState('');
  const [eta, setEta] = useState('');
  const [note, setNote] = useState('');
  const [rows, setRows] = useState<Row[]>([emptyRow()]);
  const [problem, setProblem] = useState<string | null>(null);
  const [create, creating] = useMutation(OrdersCreateShipmentDocument);
  const [importCsv, importing] = useMutation(OrdersImportPackingListDocument);
  const busy = creating.loading || importing.loading;

  const setRow = (index: number, change: Partial<Row>) => setRows((current) => current.map((row, i) => (i === index ? { ...row, ...change } : row)));
  const units = rows.reduce(
    (sum, row) => sum + (Number(row.cartonCount) || 0) * Object.values(row.units).reduce((s, u) => s + (Number(u) || 0), 0),
    0,
  );
  const cartons = rows.reduce((sum, row) => sum + (Number(row.cartonCount) || 0), 0);

  async function handleImport(event: ChangeEvent<HTMLInputElement>) {
    const file = event.target.files?.[0];
    event.target.value = '';
    if (!file) return;
    try {
      const result = await importCsv({ variables: { orderId: String(orderId), input: { csv: await file.text() } } });
      setRows(
        (result.data?.importPackingList ?? []).map((row) => ({
          cartonCount: String(row.cartonCount),
          grossWeightKg: String(row.grossWeightKg),
          netWeightKg: String(row.netWeightKg),
          lengthCm: String(row.lengthCm),
          widthCm: String(row.widthCm),
          heightCm: String(row.heightCm),
          units: Object.fromEntries(row.items.map((item) => [cellKey(item), String(item.quantity)])),
        })),
      );
      setProblem(null);
      toast({ title: 'Packing list imported', description: file.name });
    } catch (failure) {
      setProblem(explainableMessage(failure) ?? 'The file could not be read.');
    }
  }

  async function handleSubmit(event: FormEvent) {
    event.preventDefault();
    const packingList = rows.map((row) => ({
      ...Object.fromEntries(SIZE_FIELDS.map(([field]) => [field, row[field] === '' ? null : Number(row[field])])),
      items: cells
        .filter((cell) => row.units[cellKey(cell)])
        .map((cell) => ({ colour: cell.colour, size: cell.size, quantity: Number(row.units[cellKey(cell)]) })),
    }));
    try {
      const result = await create({
        variables: { orderId: String(orderId), input: { mode, carrier, trackingNumber, etd, eta, note: note || null, cartons: packingList as never } },
        refetchQueries: 'active',
      });
      toast({ title: `Shipment ${result.data?.createShipment.number ?? ''} created`, description: `${units} units in ${cartons} cartons` });
      onClose();
    } catch (failure) {
      setProblem(explainableMessage(failure) ?? 'Please try again.');
    }
  }

  return (
    <Dialog open onClose={() => !busy && onClose()} title={title} wide description="The advance shipping notice and the packing list. Quantities are checked against the order, with the buyer's tolerance.">
      <StyledForm onSubmit={handleSubmit} aria-label={title} noValidate>
        <StyledGrid>
          <FormField label="Mode" required>
            <Select value={mode} onChange={(e) => setMode(e.target.value as ShipmentMode)} disabled={busy}>
              {MODES.map((m) => (
                <option key={m} value={m}>
                  {m}
                </option>
              ))}
            </Select>
          </FormField>
          <FormField label="Carrier" required>
            <Input value={carrier} onChange={(e) => setCarrier(e.target.value)} disabled={busy} maxLength={200} />
          </FormField>
          <FormField label="Tracking or B/L number" required>
            <Input value={trackingNumber} onChange={(e) => setTrackingNumber(e.target.value)} disabled={busy} maxLength={200} />
          </FormField>
          <FormField label="ETD" required>
            <Input type="date" value={etd} onChange={(e) => setEtd(e.target.value)} disabled={busy} />
          </FormField>
          <FormField label="ETA" required>
            <Input type="date" value={eta} onChange={(e) => setEta(e.target.value)} disabled={busy} />
          </FormField>
        </StyledGrid>
        <FormField label="Import packing list (CSV)" hint="Columns: Row, Cartons, Colour, Size, Units per carton, Gross kg, Net kg, Length cm, Width cm, Height cm.">
          <Input type="file" accept=".csv,text/csv" onChange={(e) => void handleImport(e)} disabled={busy} />
        </FormField>
        {rows.map((row, index) => (
          <fieldset key={index} aria-label={`Carton row ${index + 1}`}>
            <legend>Carton row {index + 1}</legend>
            <StyledGrid>
              {SIZE_FIELDS.map(([field, label]) => (
                <FormField key={field} label={label}>
                  <Input type="number" min={0} step="any" inputMode="decimal" value={row[field]} onChange={(e) => setRow(index, { [field]: e.target.value })} disabled={busy} />
                </FormField>
              ))}
            </StyledGrid>
            <p>Units per carton</p>
            <StyledGrid>
              {cells.map((cell) => (
                <FormField key={cellKey(cell)} label={`${cellLabel(cell)} per carton`} hint={`${cell.shipped} of ${cell.ordered} shipped`}>
                  <Input
                    type="number"
                    min={0}
                    inputMode="numeric"
                    value={row.units[cellKey(cell)] ?? ''}
                    onChange={(e) => setRow(index, { units: { ...row.units, [cellKey(cell)]: e.target.value } })}
                    disabled={busy}
                  />
                </FormField>
              ))}
            </StyledGrid>
            {rows.length > 1 && (
              <Button $variant="secondary" onClick={() => setRows(rows.filter((_, i) => i !== index))} disabled={busy}>
                Remove row {index + 1}
              </Button>
            )}
          </fieldset>
        ))}
        <p role="status">
          This shipment: {units} units in {cartons} cartons.
        </p>
        <FormField label="Note">
          <TextArea value={note} onChange={(e) => setNote(e.target.value)} disabled={busy} maxLength={2000} />
        </FormField>
        {problem && <StyledError role="alert">{problem}</StyledError>}
        <StyledButtons>
          <Button $variant="secondary" onClick={() => setRows([...rows, emptyRow()])} disabled={busy}>
            Add carton row
          </Button>
          <Button $variant="secondary" onClick={onClose} disabled={busy}>
            Cancel
          </Button>
          <Button type="submit" disabled={busy}>
            {creating.loading ? 'Saving...' : 'Ship'}
          </Button>
        </StyledButtons>
      </StyledForm>
    </Dialog>
  );
}
