import { useMutation } from '@apollo/client/react';
import { useState, type FormEvent } from 'react';
import styled from 'styled-components';
import {
  Button,
  Dialog,
  FormField,
  Input,
  Select,
  TextArea,
  TimelineAddEventDocument,
  useToast,
} from 'mfe-shared';
import { explainableMessage } from '../../orders/utils/errors';

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
  const [step, setStep] = useState('');
  const [notes, setNotes] = useState('');
  const [attachmentUrl, setAttachmentUrl] = useState('');
  const [addEvent, { loading }] = useMutation(TimelineAddEventDocument);

  function reset() {
    setStep('');
    setNotes('');
    setAttachmentUrl('');
  }

  async function handleSubmit(event: FormEvent) {
    event.preventDefault();
    if (!orderCode || !step.trim()) {
      toast({ title: 'Validation Error', description: 'Please select an order and provide a step name', variant: 'destructive' });
      return;
    }
    try {
      await addEvent({
        variables: {
          input: {
            orderId: orderCode,
            step: step.trim(),
            notes: notes.trim() || null,
            attachmentUrl: attachmentUrl.trim() || null,
          },
        },
      });
      toast({ title: 'Success', description: 'Timeline event added successfully' });
      reset();
      onAdded();
      onClose();
    } catch (error) {
      toast({
        title: 'Error',
        description: explainableMessage(error) ?? 'The timeline event could not be added. Please try again.',
        variant: 'destructive',
      });
    }
  }

  return (
    <Dialog open={open} onClose={onClose} title="Add Timeline Event" description={orderCode ? `Order ${orderCode}` : undefined}>
      <StyledForm onSubmit={handleSubmit} noValidate>
        <FormField label="Production Step" required>
          <Select value={step} onChange={(event) => setStep(event.target.value)}>
            <option value="">Select a step</option>
            {PRODUCTION_STEPS.map((name) => (
              <option key={name} value={name}>
                {name}
              </option>
            ))}
          </Select>
        </FormField>
        <FormField label="Notes">
          <TextArea value={notes} onChange={(event) => setNotes(event.target.value)} />
        </FormField>
        <FormField label="Attachment URL (optional)">
          <Input type="url" placeholder="https://" value={attachmentUrl} onChange={(event) => setAttachmentUrl(event.target.value)} />
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
