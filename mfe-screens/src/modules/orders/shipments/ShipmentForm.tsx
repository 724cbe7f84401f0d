import { useMutation } from '@apollo/client/react';
import { zodResolver } from '@hookform/resolvers/zod';
import type { ChangeEvent } from 'react';
import { useFieldArray, useForm } from 'react-hook-form';
import styled from 'styled-components';
import { z } from 'zod';
import { Button, Dialog, explainableMessage, FormField, Input, refusalText, Select, type ShipmentMode, showServerErrors, TextArea, useToast } from 'mfe-shared';
import { OrdersCreateShipmentDocument, OrdersImportPackingListDocument } from 'mfe-shared/operations';
import { cellKey, cellLabel } from './shipmentText';
import { ButtonRow, DialogForm } from '../components/dialogParts';

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
const MODES = ['Sea', 'Air', 'Road', 'Courier'] as const satisfies readonly ShipmentMode[];

const decimal = z.string().trim().regex(/^(\d+(\.\d*)?|\.\d+)?$/, 'Enter a number');
const whole = z.string().trim().regex(/^\d*$/, 'Enter a whole number');

/**
 * The notice's required fields and the packing list's numbers, for shape only: every quantity,
 * weight, date and the buyer's tolerance are the server's to check, and it names the field.
 */
const shipmentSchema = z.object({
  mode: z.enum(MODES),
  carrier: z.string().trim().min(1, 'Please enter the carrier'),
  trackingNumber: z.string().trim().min(1, 'Please enter the tracking or B/L number'),
  etd: z.string().min(1, 'Please enter the ETD'),
  eta: z.string().min(1, 'Please enter the ETA'),
  note: z.string().trim(),
  /** Rows of identical cartons; `units` holds the units per carton of each of the order's cells, in order. */
  cartons: z.array(
    z.object({
      cartonCount: whole,
      grossWeightKg: decimal,
      netWeightKg: decimal,
      lengthCm: decimal,
      widthCm: decimal,
      heightCm: decimal,
      units: z.array(whole),
    }),
  ),
});

type ShipmentValues = z.infer<typeof shipmentSchema>;
type Row = ShipmentValues['cartons'][number];

const emptyRow = (cells: readonly Cell[]): Row => ({
  cartonCount: '',
  grossWeightKg: '',
  netWeightKg: '',
  lengthCm: '60',
  widthCm: '40',
  heightCm: '30',
  units: cells.map(() => ''),
});

const StyledForm = styled(DialogForm)`
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

const StyledError = styled.p`
  color: ${({ theme }) => theme.color.red.fg};
`;

/**
 * The vendor's shipment: the advance shipping notice and the packing list, row by row (identical
 * cartons, units of each colour and size per carton), typed or imported from CSV. The server
 * checks it all (the tolerance per cell included) and answers what is wrong, under the field it names.
 */
export function ShipmentForm({ title, orderId, cells, onClose }: ShipmentFormProps) {
  const { toast } = useToast();
  const form = useForm<ShipmentValues>({
    defaultValues: { mode: 'Sea', carrier: '', trackingNumber: '', etd: '', eta: '', note: '', cartons: [emptyRow(cells)] },
    resolver: zodResolver(shipmentSchema),
  });
  const { errors } = form.formState;
  const rows = useFieldArray({ control: form.control, name: 'cartons' });
  const [create, creating] = useMutation(OrdersCreateShipmentDocument);
  const [importCsv, importing] = useMutation(OrdersImportPackingListDocument);
  const busy = creating.loading || importing.loading;

  const cartons = form.watch('cartons');
  const units = cartons.reduce(
    (sum, row) => sum + (Number(row.cartonCount) || 0) * row.units.reduce((s, u) => s + (Number(u) || 0), 0),
    0,
  );
  const cartonTotal = cartons.reduce((sum, row) => sum + (Number(row.cartonCount) || 0), 0);

  async function handleImport(event: ChangeEvent<HTMLInputElement>) {
    const file = event.target.files?.[0];
    event.target.value = '';
    if (!file) return;
    form.clearErrors('root');
    try {
      const result = await importCsv({ variables: { orderId: String(orderId), input: { csv: await file.text() } } });
      rows.replace(
        (result.data?.importPackingList ?? []).map((row) => ({
          cartonCount: String(row.cartonCount),
          grossWeightKg: String(row.grossWeightKg),
          netWeightKg: String(row.netWeightKg),
          lengthCm: String(row.lengthCm),
          widthCm: String(row.widthCm),
          heightCm: String(row.heightCm),
          units: cells.map((cell) => {
            const item = row.items.find((entry) => cellKey(entry) === cellKey(cell));
            return item ? String(item.quantity) : '';
          }),
        })),
      );
      toast({ title: 'Packing list imported', description: file.name });
    } catch (failure) {
      form.setError('root.csv', { message: explainableMessage(failure) ?? 'The file could not be read.' });
    }
  }

  async function handleValid(values: ShipmentValues) {
    // What each row holds: the cells with units, in the order's order (the server numbers them so).
    const held = values.cartons.map((row) => cells.flatMap((cell, index) => (row.units[index] ? [{ cell, index }] : [])));
    const packingList = values.cartons.map((row, i) => ({
      ...Object.fromEntries(SIZE_FIELDS.map(([field]) => [field, row[field] === '' ? null : Number(row[field])])),
      items: held[i].map(({ cell, index }) => ({ colour: cell.colour, size: cell.size, quantity: Number(row.units[index]) })),
    }));
    const { mode, carrier, trackingNumber, etd, eta, note } = values;
    try {
      const result = await create({
        variables: { orderId: String(orderId), input: { mode, carrier, trackingNumber, etd, eta, note: note || null, cartons: packingList as never } },
        refetchQueries: 'active',
      });
      toast({ title: `Shipment ${result.data?.createShipment.number ?? ''} created`, description: `${units} units in ${cartonTotal} cartons` });
      onClose();
    } catch (failure) {
      // The server names a row's field as cartons[i].field, a content as cartons[i].items[j].
      const fieldNames = Object.fromEntries(
        held.flatMap((items, i) => [
          ...SIZE_FIELDS.map(([field]) => [`cartons[${i}].${field}`, `cartons.${i}.${field}` as const]),
          ...items.flatMap(({ index }, j) => [
            [`cartons[${i}].items[${j}]`, `cartons.${i}.units.${index}` as const],
            [`cartons[${i}].items[${j}].quantity`, `cartons.${i}.units.${index}` as const],
          ]),
        ]),
      );
      const shown = showServerErrors(form, failure, fieldNames);
      if (!shown.shownOnFields) form.setError('root.server', { message: refusalText(shown, 'Please try again.') });
    }
  }

  // A refusal about the packing list as a whole (`cartons`: the tolerance) or about no field.
  const problem = errors.root?.server?.message ?? errors.cartons?.message;
  return (
    <Dialog open onClose={() => !busy && onClose()} title={title} wide description="The advance shipping notice and the packing list. Quantities are checked against the order, with the buyer's tolerance.">
      <StyledForm onSubmit={form.handleSubmit(handleValid)} aria-label={title} noValidate>
        <StyledGrid>
          <FormField label="Mode" required error={errors.mode?.message}>
            <Select {...form.register('mode')}>
              {MODES.map((m) => (
                <option key={m} value={m}>
                  {m}
                </option>
              ))}
            </Select>
          </FormField>
          <FormField label="Carrier" required error={errors.carrier?.message}>
            <Input {...form.register('carrier')} maxLength={200} />
          </FormField>
          <FormField label="Tracking or B/L number" required error={errors.trackingNumber?.message}>
            <Input {...form.register('trackingNumber')} maxLength={200} />
          </FormField>
          <FormField label="ETD" required error={errors.etd?.message}>
            <Input type="date" {...form.register('etd')} />
          </FormField>
          <FormField label="ETA" required error={errors.eta?.message}>
            <Input type="date" {...form.register('eta')} />
          </FormField>
        </StyledGrid>
        <FormField
          label="Import packing list (CSV)"
          hint="Columns: Row, Cartons, Colour, Size, Units per carton, Gross kg, Net kg, Length cm, Width cm, Height cm."
          error={errors.root?.csv?.message}
        >
          <Input type="file" accept=".csv,text/csv" onChange={(e) => void handleImport(e)} disabled={busy} />
        </FormField>
        {rows.fields.map((row, index) => (
          <fieldset key={row.id} aria-label={`Carton row ${index + 1}`}>
            <legend>Carton row {index + 1}</legend>
            <StyledGrid>
              {SIZE_FIELDS.map(([field, label]) => (
                <FormField key={field} label={label} error={errors.cartons?.[index]?.[field]?.message}>
                  <Input type="number" min={0} step="any" inputMode="decimal" {...form.register(`cartons.${index}.${field}`)} />
                </FormField>
              ))}
            </StyledGrid>
            <p>Units per carton</p>
            <StyledGrid>
              {cells.map((cell, cellIndex) => (
                <FormField
                  key={cellKey(cell)}
                  label={`${cellLabel(cell)} per carton`}
                  hint={`${cell.shipped} of ${cell.ordered} shipped`}
                  error={errors.cartons?.[index]?.units?.[cellIndex]?.message}
                >
                  <Input type="number" min={0} inputMode="numeric" {...form.register(`cartons.${index}.units.${cellIndex}`)} />
                </FormField>
              ))}
            </StyledGrid>
            {rows.fields.length > 1 && (
              <Button $variant="secondary" onClick={() => rows.remove(index)} disabled={busy}>
                Remove row {index + 1}
              </Button>
            )}
          </fieldset>
        ))}
        <p role="status">
          This shipment: {units} units in {cartonTotal} cartons.
        </p>
        <FormField label="Note" error={errors.note?.message}>
          <TextArea {...form.register('note')} maxLength={2000} />
        </FormField>
        {problem && <StyledError role="alert">{problem}</StyledError>}
        <ButtonRow>
          <Button $variant="secondary" onClick={() => rows.append(emptyRow(cells))} disabled={busy}>
            Add carton row
          </Button>
          <Button $variant="secondary" onClick={onClose} disabled={busy}>
            Cancel
          </Button>
          <Button type="submit" disabled={busy}>
            {creating.loading ? 'Saving...' : 'Ship'}
          </Button>
        </ButtonRow>
      </StyledForm>
    </Dialog>
  );
}
