import { useMutation } from '@apollo/client/react';
import { zodResolver } from '@hookform/resolvers/zod';
import { useForm } from 'react-hook-form';
import { z } from 'zod';
import { Button, Dialog, FormField, Input, type InspectionKind, refusalText, Select, showServerErrors, TextArea, useToast } from 'mfe-shared';
import { OrdersStartInspectionDocument, OrdersWaiveFinalInspectionDocument } from 'mfe-shared/operations';
import { ButtonRow, DialogForm } from '../components/dialogParts';

/** What the dialog does: start an inspection (its button's label), or waive the final one. */
export type InspectionDialogAction = { kind: 'start'; inspection: InspectionKind; label: string } | { kind: 'waive' };

export type InspectionDialogProps = {
  order: { id: number; orderCode: string; quantity: number };
  /** null: closed. */
  action: InspectionDialogAction | null;
  onClose: () => void;
};

/**
 * The shape of what the dialog sends: a whole lot size (or none: the order quantity) and a level,
 * or a waiver's reason. The smallest lot and the waiver's rules are the server's.
 */
function inspectionFormSchema(kind: InspectionDialogAction['kind'] | undefined) {
  return z
    .object({
      lotSize: z.string().trim().regex(/^(\d+)?$/, 'The lot size must be a whole number'),
      level: z.enum(['I', 'II', 'III']),
      reason: z.string(),
    })
    .refine(({ reason }) => kind !== 'waive' || reason.trim() !== '', {
      path: ['reason'],
      message: 'Please give a reason for the waiver',
    });
}

type InspectionFormValues = z.infer<ReturnType<typeof inspectionFormSchema>>;

const EMPTY_INSPECTION_FORM: InspectionFormValues = { lotSize: '', level: 'II', reason: '' };

/** Starts an inline or final inspection (lot size and level), or waives the final one with a reason. */
export function InspectionDialog({ order, action, onClose }: InspectionDialogProps) {
  const { toast } = useToast();
  const form = useForm<InspectionFormValues>({
    defaultValues: EMPTY_INSPECTION_FORM,
    resolver: zodResolver(inspectionFormSchema(action?.kind)),
  });
  const { errors } = form.formState;
  const [start, starting] = useMutation(OrdersStartInspectionDocument);
  const [waive, waiving] = useMutation(OrdersWaiveFinalInspectionDocument);
  const busy = starting.loading || waiving.loading;

  function close() {
    if (busy) return;
    form.reset(EMPTY_INSPECTION_FORM);
    onClose();
  }

  async function handleValid({ lotSize, level, reason }: InspectionFormValues) {
    if (!action) return;
    try {
      const options = { refetchQueries: 'active' as const };
      if (action.kind === 'start') {
        const input = { kind: action.inspection, level, lotSize: lotSize ? Number(lotSize) : null };
        await start({ variables: { orderId: String(order.id), input }, ...options });
        toast({ title: 'Inspection started', description: order.orderCode });
      } else {
        await waive({ variables: { orderId: String(order.id), input: { reason } }, ...options });
        toast({ title: 'Final inspection waived', description: order.orderCode });
      }
      form.reset(EMPTY_INSPECTION_FORM);
      onClose();
    } catch (failure) {
      toast({
        title: 'Something went wrong',
        description: refusalText(showServerErrors(form, failure), 'Please try again.'),
        variant: 'destructive',
      });
    }
  }

  const title = action?.kind === 'start' ? action.label : 'Waive the final inspection';
  return (
    <Dialog
      open={action !== null}
      onClose={close}
      title={title}
      description={
        action?.kind === 'waive'
          ? 'The order may then ship without a passed final inspection. The reason is kept with the order.'
          : 'The sample size and the accept / reject numbers come from the lot size, the level and your AQLs.'
      }
    >
      {action && (
        <DialogForm onSubmit={form.handleSubmit(handleValid)} aria-label={title} noValidate>
          {action.kind === 'start' ? (
            <>
              <FormField label="Lot size" hint={`Default: the order quantity (${order.quantity}).`} error={errors.lotSize?.message}>
                <Input type="number" min={2} placeholder={String(order.quantity)} {...form.register('lotSize')} />
              </FormField>
              <FormField label="Inspection level" error={errors.level?.message}>
                <Select {...form.register('level')}>
                  <option value="I">I (smaller sample)</option>
                  <option value="II">II (normal)</option>
                  <option value="III">III (larger sample)</option>
                </Select>
              </FormField>
            </>
          ) : (
            <FormField label="Reason" required error={errors.reason?.message}>
              <TextArea {...form.register('reason')} maxLength={2000} />
            </FormField>
          )}
          <ButtonRow>
            <Button $variant="secondary" onClick={close} disabled={busy}>
              Cancel
            </Button>
            <Button type="submit" disabled={busy}>
              {busy ? 'Saving...' : action.kind === 'start' ? 'Start' : 'Waive'}
            </Button>
          </ButtonRow>
        </DialogForm>
      )}
    </Dialog>
  );
}
