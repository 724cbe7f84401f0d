import { useMutation } from '@apollo/client/react';
import { zodResolver } from '@hookform/resolvers/zod';
import { useForm } from 'react-hook-form';
import styled from 'styled-components';
import { z } from 'zod';
import { Button, Checkbox, Dialog, FormField, Input, refusalText, type ShipmentFieldsFragment, showServerErrors, useToast } from 'mfe-shared';
import { OrdersReceiveShipmentDocument } from 'mfe-shared/operations';
import { cellKey, cellLabel } from './shipmentText';
import { ButtonRow } from '../components/dialogParts';

export type ReceiveShipmentDialogProps = {
  shipment: Pick<ShipmentFieldsFragment, 'id' | 'number' | 'lines'>;
  orderCode: string;
  onClose: () => void;
};

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

const StyledError = styled.p`
  color: ${({ theme }) => theme.color.red.fg};
`;

/**
 * One count per open colour and size: whether it is counted now and, if so, a whole count and a
 * note. Whether a count that differs needs its note, and what is plausible, is the server's.
 */
const receiptSchema = z.object({
  lines: z
    .array(
      z
        .object({ take: z.boolean(), received: z.string().trim(), note: z.string().trim() })
        .refine(({ take, received }) => !take || /^\d+$/.test(received), {
          path: ['received'],
          message: 'Enter the count received (a whole number)',
        }),
    )
    .refine((lines) => lines.some((line) => line.take), 'Choose at least one colour and size to receive now.'),
});

type ReceiptValues = z.infer<typeof receiptSchema>;

/** The buyer's receipt of a shipment: the count of each colour and size that arrived, with notes. */
export function ReceiveShipmentDialog({ shipment, orderCode, onClose }: ReceiveShipmentDialogProps) {
  const { toast } = useToast();
  const open = shipment.lines.filter((line) => line.received == null);
  const form = useForm<ReceiptValues>({
    defaultValues: { lines: open.map((line) => ({ take: true, received: String(line.shipped), note: '' })) },
    resolver: zodResolver(receiptSchema),
  });
  const { errors } = form.formState;
  const taking = form.watch('lines');
  const [receive, receiving] = useMutation(OrdersReceiveShipmentDocument);
  const title = `Receive shipment ${shipment.number}`;

  async function handleValid({ lines }: ReceiptValues) {
    const taken = open.flatMap((line, index) => (lines[index].take ? [{ line, index, count: lines[index] }] : []));
    try {
      await receive({
        variables: {
          shipmentId: shipment.id,
          input: {
            lines: taken.map(({ line, count }) => ({ colour: line.colour, size: line.size, received: Number(count.received), note: count.note || null })),
          },
        },
        refetchQueries: 'active',
      });
      toast({ title: `Shipment ${shipment.number} received`, description: orderCode });
      onClose();
    } catch (failure) {
      // The server numbers the lines it was sent: the ones counted now.
      const fieldNames = Object.fromEntries(
        taken.flatMap(({ index }, sent) => [
          [`lines[${sent}]`, `lines.${index}.received` as const],
          [`lines[${sent}].received`, `lines.${index}.received` as const],
          [`lines[${sent}].note`, `lines.${index}.note` as const],
        ]),
      );
      const shown = showServerErrors(form, failure, fieldNames);
      if (!shown.shownOnFields) form.setError('root.server', { message: refusalText(shown, 'Please try again.') });
    }
  }

  const problem = errors.root?.server?.message ?? errors.lines?.root?.message ?? errors.lines?.message;
  return (
    <Dialog
      open
      onClose={() => !receiving.loading && onClose()}
      title={title}
      description="Count what arrived. A count that differs from what was shipped needs a note. Leave a colour and size unticked to count it later."
    >
      <StyledForm onSubmit={form.handleSubmit(handleValid)} aria-label={title} noValidate>
        {open.map((line, index) => {
          const label = cellLabel(line);
          const off = !taking[index]?.take;
          return (
            <fieldset key={cellKey(line)} aria-label={label}>
              <Checkbox label={`Receive ${label} now (${line.shipped} shipped)`} {...form.register(`lines.${index}.take`)} />
              <FormField label={`${label} received`} error={errors.lines?.[index]?.received?.message}>
                <Input type="number" min={0} inputMode="numeric" {...form.register(`lines.${index}.received`)} disabled={off} />
              </FormField>
              <FormField label={`${label} note`} error={errors.lines?.[index]?.note?.message}>
                <Input {...form.register(`lines.${index}.note`)} disabled={off} maxLength={2000} />
              </FormField>
            </fieldset>
          );
        })}
        {problem && <StyledError role="alert">{problem}</StyledError>}
        <ButtonRow>
          <Button $variant="secondary" onClick={onClose} disabled={receiving.loading}>
            Cancel
          </Button>
          <Button type="submit" disabled={receiving.loading}>
            {receiving.loading ? 'Saving...' : 'Receive'}
          </Button>
        </ButtonRow>
      </StyledForm>
    </Dialog>
  );
}
