import { useMutation } from '@apollo/client/react';
import { zodResolver } from '@hookform/resolvers/zod';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import styled from 'styled-components';
import { z } from 'zod';
import { Button, Dialog, FormField, Input, type SampleType, refusalText, Select, showServerErrors, TextArea, uploadWithProgress, useToast } from 'mfe-shared';
import { OrdersRequestSampleDocument, OrdersReviewSampleDocument, OrdersSubmitSampleDocument, OrdersWaivePreProductionSampleDocument } from 'mfe-shared/operations';
import { todayIso } from '../utils/dates';
import { SAMPLE_PHOTO_ACCEPT, SAMPLE_TYPES, sampleLabel } from '../utils/samples';
import { ProgressBar } from './ProgressBar';
import { DialogForm } from './dialogParts';

/** Which sample action the dialog runs. */
export type SampleAction =
  | { kind: 'request' }
  | { kind: 'submit'; type: SampleType | null; resubmit?: boolean }
  | { kind: 'approve' | 'reject'; sampleId: number; type: SampleType }
  | { kind: 'waive' };

export type SampleDialogProps = {
  orderId: number;
  orderCode: string;
  /** null: closed. */
  action: SampleAction | null;
  onClose: () => void;
};

const StyledActions = styled.div`
  display: flex;
  justify-content: flex-end;
  gap: ${({ theme }) => theme.space.sm};
`;

function titleOf(action: SampleAction): string {
  switch (action.kind) {
    case 'request':
      return 'Request a sample';
    case 'submit':
      return action.type
        ? `${action.resubmit ? 'Resubmit' : 'Submit'} ${sampleLabel(action.type)}`
        : 'Submit a sample';
    case 'approve':
      return `Approve ${sampleLabel(action.type)}`;
    case 'reject':
      return `Reject ${sampleLabel(action.type)}`;
    case 'waive':
      return 'Waive the PP sample';
  }
}

const DESCRIPTION: Record<SampleAction['kind'], string> = {
  request: 'The vendor is asked to send the sample with photos.',
  submit: 'Add photos of the sample (JPG, PNG, GIF or WEBP) and a comment for the buyer.',
  approve: 'The vendor is told at once.',
  reject: 'Say what to change: the vendor resubmits the sample.',
  waive:
    'Production may then start without an approved pre-production sample. The reason is kept with the order.',
};

/**
 * What the open form needs before it sends (immediate feedback only; the server checks it all and
 * names the field it refuses): a sample type when the form asks for one, a photo for a
 * submission, the comment of a rejection and the reason of a waiver.
 */
function sampleFormSchema(kind: SampleAction['kind'] | undefined, asksType: boolean) {
  return z
    .object({
      type: z.string(),
      dueDate: z.string(),
      text: z.string(),
      photos: z.custom<FileList | null>(),
    })
    .superRefine((values, context) => {
      const missing = (path: 'type' | 'text' | 'photos', message: string) =>
        context.addIssue({ code: 'custom', path: [path], message });
      if (asksType && !values.type) missing('type', 'Please choose a sample type');
      if (kind === 'submit' && !values.photos?.length) missing('photos', 'Add at least one photo of the sample');
      if (kind === 'reject' && !values.text.trim()) missing('text', 'Please say why the sample is rejected');
      if (kind === 'waive' && !values.text.trim()) missing('text', 'Please give a reason for the waiver');
    });
}

type SampleFormValues = z.infer<ReturnType<typeof sampleFormSchema>>;

const EMPTY_SAMPLE_FORM: SampleFormValues = { type: '', dueDate: '', text: '', photos: null };

/** The server's names of the fields, as the form calls them (a photo's upload names `file`). */
const SERVER_FIELDS = { note: 'text', comment: 'text', reason: 'text', photoIds: 'photos', file: 'photos' } as const;

/**
 * The sample round forms in one modal dialog (focus kept inside, Escape closes): the buyer's
 * request, approval, rejection (with a comment) and PP waiver (with a reason); the vendor's
 * submission with photos, uploaded one by one with a progress bar before the submission.
 */
export function SampleDialog({ orderId, orderCode, action, onClose }: SampleDialogProps) {
  const { toast } = useToast();
  const kind = action?.kind;
  const presetType = action && 'type' in action && action.type ? action.type : null;
  const asksType = kind === 'request' || (kind === 'submit' && !presetType);
  const form = useForm<SampleFormValues>({
    defaultValues: EMPTY_SAMPLE_FORM,
    resolver: zodResolver(sampleFormSchema(kind, asksType)),
  });
  const { errors } = form.formState;
  const [progress, setProgress] = useState<number | null>(null);
  const [request, requestState] = useMutation(OrdersRequestSampleDocument);
  const [submit, submitState] = useMutation(OrdersSubmitSampleDocument);
  const [reviewSample, reviewState] = useMutation(OrdersReviewSampleDocument);
  const [waive, waiveState] = useMutation(OrdersWaivePreProductionSampleDocument);
  const busy =
    progress !== null ||
    requestState.loading ||
    submitState.loading ||
    reviewState.loading ||
    waiveState.loading;
  const id = String(orderId);
  const photoCount = form.watch('photos')?.length ?? 0;

  function handleClose() {
    if (busy) return;
    form.reset(EMPTY_SAMPLE_FORM);
    onClose();
  }

  /** Uploads the photos one after the other; the bar shows the whole. */
  async function uploadPhotos(files: File[]): Promise<number[]> {
    const ids: number[] = [];
    setProgress(0);
    try {
      for (const [index, file] of files.entries()) {
        const body = new FormData();
        body.append('file', file);
        const saved = await uploadWithProgress<{ id: number }>({
          url: `/api/orders/${encodeURIComponent(orderCode)}/samples/photos`,
          form: body,
          onProgress: (percent) => setProgress(((index + percent / 100) / files.length) * 100),
        });
        ids.push(saved.id);
      }
      return ids;
    } finally {
      setProgress(null);
    }
  }

  async function run(values: SampleFormValues): Promise<string> {
    const options = { refetchQueries: 'active' as const };
    const type = (presetType ?? values.type) as SampleType;
    const text = values.text.trim() || null;
    switch (action!.kind) {
      case 'request':
        await request({
          variables: { orderId: id, input: { type, dueDate: values.dueDate || null, note: text } },
          ...options,
        });
        return 'Sample requested';
      case 'submit': {
        const photoIds = await uploadPhotos(Array.from(values.photos ?? []));
        await submit({ variables: { orderId: id, input: { type, photoIds, comment: text } }, ...options });
        return 'Sample submitted';
      }
      case 'approve':
      case 'reject':
        await reviewSample({
          variables: {
            orderId: id,
            sampleId: action!.sampleId,
            approve: action!.kind === 'approve',
            comment: text,
          },
          ...options,
        });
        return action!.kind === 'approve' ? 'Sample approved' : 'Sample rejected';
      case 'waive':
        await waive({ variables: { orderId: id, reason: values.text }, ...options });
        return 'PP sample waived';
    }
  }

  async function handleValid(values: SampleFormValues) {
    if (!action) return;
    try {
      toast({ title: await run(values), description: orderCode });
      form.reset(EMPTY_SAMPLE_FORM);
      onClose();
    } catch (error) {
      toast({
        title: 'Something went wrong',
        description: refusalText(showServerErrors(form, error, SERVER_FIELDS), 'Please try again.'),
        variant: 'destructive',
      });
    }
  }

  const textLabel =
    kind === 'request'
      ? 'Note (optional)'
      : kind === 'waive'
        ? 'Reason'
        : kind === 'reject'
          ? 'Comment'
          : 'Comment (optional)';

  return (
    <Dialog
      open={action !== null}
      onClose={handleClose}
      title={action ? titleOf(action) : ''}
      description={kind ? DESCRIPTION[kind] : undefined}
    >
      {action && (
        <DialogForm onSubmit={form.handleSubmit(handleValid)} noValidate aria-label={titleOf(action)}>
          {asksType && (
            <FormField label="Sample type" required error={errors.type?.message}>
              <Select {...form.register('type')}>
                <option value="">Select a type</option>
                {SAMPLE_TYPES.map((entry) => (
                  <option key={entry.value} value={entry.value}>
                    {entry.long}
                  </option>
                ))}
              </Select>
            </FormField>
          )}
          {kind === 'request' && (
            <FormField label="Due date (optional)" error={errors.dueDate?.message}>
              <Input type="date" min={todayIso()} {...form.register('dueDate')} />
            </FormField>
          )}
          {kind === 'submit' && (
            <FormField label="Photos" required hint="Up to 10 images, 25 MB each." error={errors.photos?.message}>
              <Input type="file" multiple accept={SAMPLE_PHOTO_ACCEPT} {...form.register('photos')} />
            </FormField>
          )}
          <FormField label={textLabel} required={kind === 'reject' || kind === 'waive'} error={errors.text?.message}>
            <TextArea {...form.register('text')} maxLength={2000} />
          </FormField>
          {progress !== null && (
            <ProgressBar
              value={progress}
              label={`Uploading ${photoCount === 1 ? 'the photo' : `${photoCount} photos`}`}
            />
          )}
          <StyledActions>
            <Button $variant="secondary" onClick={handleClose} disabled={busy}>
              Cancel
            </Button>
            <Button
              type="submit"
              $variant={kind === 'reject' ? 'destructive' : 'primary'}
              disabled={busy}
            >
              {busy ? 'Saving...' : titleOf(action)}
            </Button>
          </StyledActions>
        </DialogForm>
      )}
    </Dialog>
  );
}
