import { useMutation } from '@apollo/client/react';
import { useState, type FormEvent } from 'react';
import styled from 'styled-components';
import {
  Button,
  Dialog,
  FormField,
  Input,
  OrdersRequestSampleDocument,
  OrdersReviewSampleDocument,
  OrdersSubmitSampleDocument,
  OrdersWaivePreProductionSampleDocument,
  type SampleType,
  Select,
  TextArea,
  uploadWithProgress,
  useToast,
} from 'mfe-shared';
import { todayIso } from '../utils/dates';
import { explainableMessage } from '../utils/errors';
import { SAMPLE_PHOTO_ACCEPT, SAMPLE_TYPES, sampleLabel } from '../utils/samples';
import { ProgressBar } from './ProgressBar';

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
 * The sample round forms in one modal dialog (focus kept inside, Escape closes): the buyer's
 * request, approval, rejection (with a comment) and PP waiver (with a reason); the vendor's
 * submission with photos, uploaded one by one with a progress bar before the submission.
 */
export function SampleDialog({ orderId, orderCode, action, onClose }: SampleDialogProps) {
  const { toast } = useToast();
  const [type, setType] = useState<SampleType | ''>('');
  const [dueDate, setDueDate] = useState('');
  const [text, setText] = useState('');
  const [files, setFiles] = useState<File[]>([]);
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
  const kind = action?.kind;
  const chosenType = action && 'type' in action && action.type ? action.type : type || null;

  function reset() {
    setType('');
    setDueDate('');
    setText('');
    setFiles([]);
  }

  function handleClose() {
    if (busy) return;
    reset();
    onClose();
  }

  /** Uploads the photos one after the other; the bar shows the whole. */
  async function uploadPhotos(): Promise<number[]> {
    const ids: number[] = [];
    setProgress(0);
    try {
      for (const [index, file] of files.entries()) {
        const form = new FormData();
        form.append('file', file);
        const saved = await uploadWithProgress<{ id: number }>({
          url: `/api/orders/${encodeURIComponent(orderCode)}/samples/photos`,
          form,
          onProgress: (percent) => setProgress(((index + percent / 100) / files.length) * 100),
        });
        ids.push(saved.id);
      }
      return ids;
    } finally {
      setProgress(null);
    }
  }

  async function run(): Promise<string> {
    const options = { refetchQueries: 'active' as const };
    switch (action!.kind) {
      case 'request':
        await request({
          variables: {
            orderId: id,
            input: { type: chosenType!, dueDate: dueDate || null, note: text.trim() || null },
          },
          ...options,
        });
        return 'Sample requested';
      case 'submit': {
        const photoIds = await uploadPhotos();
        await submit({
          variables: {
            orderId: id,
            input: { type: chosenType!, photoIds, comment: text.trim() || null },
          },
          ...options,
        });
        return 'Sample submitted';
      }
      case 'approve':
      case 'reject':
        await reviewSample({
          variables: {
            orderId: id,
            sampleId: action!.sampleId,
            approve: action!.kind === 'approve',
            comment: text.trim() || null,
          },
          ...options,
        });
        return action!.kind === 'approve' ? 'Sample approved' : 'Sample rejected';
      case 'waive':
        await waive({ variables: { orderId: id, reason: text }, ...options });
        return 'PP sample waived';
    }
  }

  async function handleSubmit(event: FormEvent) {
    event.preventDefault();
    if (!action) return;
    // The server checks everything; these only save a round trip.
    const missing =
      (kind === 'request' || kind === 'submit') && !chosenType
        ? 'Please choose a sample type'
        : kind === 'submit' && files.length === 0
          ? 'Add at least one photo of the sample'
          : kind === 'reject' && !text.trim()
            ? 'Please say why the sample is rejected'
            : kind === 'waive' && !text.trim()
              ? 'Please give a reason for the waiver'
              : null;
    if (missing) {
      toast({ title: 'Missing information', description: missing, variant: 'destructive' });
      return;
    }
    try {
      toast({ title: await run(), description: orderCode });
      reset();
      onClose();
    } catch (error) {
      toast({
        title: 'Something went wrong',
        description: explainableMessage(error) ?? (error as Error).message ?? 'Please try again.',
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
        <StyledForm onSubmit={handleSubmit} noValidate aria-label={titleOf(action)}>
          {(kind === 'request' || (kind === 'submit' && !('type' in action && action.type))) && (
            <FormField label="Sample type" required>
              <Select
                value={type}
                onChange={(event) => setType(event.target.value as SampleType | '')}
                disabled={busy}
              >
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
            <FormField label="Due date (optional)">
              <Input
                type="date"
                min={todayIso()}
                value={dueDate}
                onChange={(event) => setDueDate(event.target.value)}
                disabled={busy}
              />
            </FormField>
          )}
          {kind === 'submit' && (
            <FormField label="Photos" required hint="Up to 10 images, 25 MB each.">
              <Input
                type="file"
                multiple
                accept={SAMPLE_PHOTO_ACCEPT}
                onChange={(event) => setFiles(Array.from(event.target.files ?? []))}
                disabled={busy}
              />
            </FormField>
          )}
          <FormField label={textLabel} required={kind === 'reject' || kind === 'waive'}>
            <TextArea
              value={text}
              onChange={(event) => setText(event.target.value)}
              disabled={busy}
              maxLength={2000}
            />
          </FormField>
          {progress !== null && (
            <ProgressBar
              value={progress}
              label={`Uploading ${files.length === 1 ? 'the photo' : `${files.length} photos`}`}
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
        </StyledForm>
      )}
    </Dialog>
  );
}
