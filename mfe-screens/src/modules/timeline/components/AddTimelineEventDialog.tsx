import { useMutation } from '@apollo/client/react';
import { zodResolver } from '@hookform/resolvers/zod';
import { useForm } from 'react-hook-form';
import styled from 'styled-components';
import { z } from 'zod';
import { Button, Dialog, FormField, Input, refusalText, Select, showServerErrors, TextArea, useToast } from 'mfe-shared';
import { TimelineAddEventDocument } from 'mfe-shared/operations';

/**
 * The shop-floor steps a note may record. None is an order status: a note never moves the order
 * (Change status does), so an event never shows a status the order does not have.
 */
const PRODUCTION_STEPS = [
  'Fabric Received',
  'Trims Received',
  'Cutting',
  'Sewing',
  'Printing / Embroidery',
  'Washing',
  'Finishing',
  'Inline Inspection',
  'Packing',
  'Note',
];

/** A step is needed; the notes' and the URL's rules are the server's, shown under their fields. */
const timelineEventSchema = z.object({
  step: z.string().trim().min(1, 'Please select a step'),
  notes: z.string().trim(),
  attachmentUrl: z.string().trim(),
});

type TimelineEventValues = z.infer<typeof timelineEventSchema>;

const EMPTY_EVENT: TimelineEventValues = { step: '', notes: '', attachmentUrl: '' };

export type AddTimelineEventDialogProps = {
  open: boolean;
  onClose: () => void;
  /** The selected order's code, or null when none is chosen. */
  orderCode: string | null;
  onAdded: () => void;
};

const StyledForm = styled.form`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space.lg};
`;

const StyledActions = styled.div`
  display: flex;
  justify-content: flex-end;
  gap: ${({ theme }) => theme.space.sm};
`;

/**
 * 'Add Timeline Event': a note on the order's history (SPEC.md 2.9, 5), with a Production Step,
 * Notes and an optional Attachment URL. It never changes the order's status.
 */
export function AddTimelineEventDialog({ open, onClose, orderCode, onAdded }: AddTimelineEventDialogProps) {
  const { toast } = useToast();
  const form = useForm<TimelineEventValues>({ defaultValues: EMPTY_EVENT, resolver: zodResolver(timelineEventSchema) });
  const { errors } = form.formState;
  const [addEvent, { loading }] = useMutation(TimelineAddEventDocument);

  async function handleValid({ step, notes, attachmentUrl }: TimelineEventValues) {
    if (!orderCode) {
      toast({ title: 'Validation Error', description: 'Please select an order', variant: 'destructive' });
      return;
    }
    try {
      await addEvent({
        variables: { input: { orderId: orderCode, step, notes: notes || null, attachmentUrl: attachmentUrl || null } },
      });
      toast({ title: 'Success', description: 'Timeline event added successfully' });
      form.reset(EMPTY_EVENT);
      onAdded();
      onClose();
    } catch (error) {
      toast({
        title: 'Error',
        description: refusalText(showServerErrors(form, error), 'The timeline event could not be added. Please try again.'),
        variant: 'destructive',
      });
    }
  }

  return (
    <Dialog open={open} onClose={onClose} title="Add Timeline Event" description={orderCode ? `Order ${orderCode}` : undefined}>
      <StyledForm onSubmit={form.handleSubmit(handleValid)} aria-label="Add timeline event" noValidate>
        <FormField label="Production Step" required error={errors.step?.message}>
          <Select {...form.register('step')}>
            <option value="">Select a step</option>
            {PRODUCTION_STEPS.map((name) => (
              <option key={name} value={name}>
                {name}
              </option>
            ))}
          </Select>
        </FormField>
        <FormField label="Notes" error={errors.notes?.message}>
          <TextArea {...form.register('notes')} />
        </FormField>
        <FormField label="Attachment URL (optional)" error={errors.attachmentUrl?.message}>
          <Input type="url" placeholder="https://" {...form.register('attachmentUrl')} />
        </FormField>
        <StyledActions>
          <Button $variant="secondary" onClick={onClose} disabled={loading}>
            Cancel
          </Button>
          <Button type="submit" disabled={loading}>
            {loading ? 'Adding...' : 'Add Event'}
          </Button>
        </StyledActions>
      </StyledForm>
    </Dialog>
  );
}
