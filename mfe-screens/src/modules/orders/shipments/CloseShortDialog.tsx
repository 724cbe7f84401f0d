import { useMutation } from '@apollo/client/react';
import { zodResolver } from '@hookform/resolvers/zod';
import { useForm } from 'react-hook-form';
import { z } from 'zod';
import { Button, Dialog, FormField, refusalText, showServerErrors, TextArea, useToast } from 'mfe-shared';
import { OrdersCloseOrderShortDocument } from 'mfe-shared/operations';
import { ButtonRow, DialogForm } from '../components/dialogParts';

export type CloseShortDialogProps = {
  order: { id: number; orderCode: string };
  open: boolean;
  onClose: () => void;
};

/** A reason is needed; whether the order may be closed short is the server's to say. */
const closeShortSchema = z.object({ reason: z.string().trim().min(1, 'Please give a reason for closing the order short') });

type CloseShortValues = z.infer<typeof closeShortSchema>;

/** The buyer takes what was received as the delivery, with a reason. */
export function CloseShortDialog({ order, open, onClose }: CloseShortDialogProps) {
  const { toast } = useToast();
  const form = useForm<CloseShortValues>({ defaultValues: { reason: '' }, resolver: zodResolver(closeShortSchema) });
  const { errors } = form.formState;
  const [closeShort, closingShort] = useMutation(OrdersCloseOrderShortDocument);

  function close() {
    if (closingShort.loading) return;
    form.reset();
    onClose();
  }

  async function handleValid({ reason }: CloseShortValues) {
    try {
      await closeShort({ variables: { orderId: String(order.id), input: { reason } }, refetchQueries: 'active' });
      toast({ title: 'Order closed short', description: order.orderCode });
      form.reset();
      onClose();
    } catch (failure) {
      toast({
        title: 'Something went wrong',
        description: refusalText(showServerErrors(form, failure), 'Please try again.'),
        variant: 'destructive',
      });
    }
  }

  return (
    <Dialog
      open={open}
      onClose={close}
      title="Close the order short"
      description="What was received becomes the delivery: the order is Delivered and no more shipments are expected."
    >
      <DialogForm onSubmit={form.handleSubmit(handleValid)} aria-label="Close the order short" noValidate>
        <FormField label="Reason" required error={errors.reason?.message}>
          <TextArea {...form.register('reason')} maxLength={2000} />
        </FormField>
        <ButtonRow>
          <Button $variant="secondary" onClick={close} disabled={closingShort.loading}>
            Cancel
          </Button>
          <Button type="submit" disabled={closingShort.loading}>
            {closingShort.loading ? 'Saving...' : 'Close short'}
          </Button>
        </ButtonRow>
      </DialogForm>
    </Dialog>
  );
}
