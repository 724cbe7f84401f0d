import { useApolloClient, useMutation } from '@apollo/client/react';
import { zodResolver } from '@hookform/resolvers/zod';
import { useId, useState } from 'react';
import { useForm } from 'react-hook-form';
import { Link } from 'react-router-dom';
import styled from 'styled-components';
import { z } from 'zod';
import { Button, type DefectClass, formatSpecDate, FormField, Input, refusalText, Select, serverFailure, showServerErrors, type ShownServerFailure, StatusBadge, TextArea, uploadWithProgress, useToast } from 'mfe-shared';
import { OrdersCompleteCorrectiveActionDocument, OrdersCompleteInspectionDocument, OrdersRecordInspectionDefectDocument, OrdersRemoveInspectionDefectDocument, OrdersUpdateCorrectiveActionDocument } from 'mfe-shared/operations';
import { MeasurementsSection } from './InspectionMeasurements';
import { InspectionResults } from './InspectionResults';
import { type InspectionItem, inspectionTitle, reportPdfUrl, sideText, statusBadgeOf } from './inspectionText';

export type InspectionCardProps = { inspection: InspectionItem; orderCode: string; defectTypes: string[] };

const CLASSES: DefectClass[] = ['Critical', 'Major', 'Minor'];
const PHOTO_ACCEPT = 'image/jpeg,image/png,image/gif,image/webp';
const refetch = { refetchQueries: 'active' as const };

const StyledCard = styled.article`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space.md};
  padding: ${({ theme }) => theme.space.lg};
  border: 1px solid ${({ theme }) => theme.color.border};
  border-radius: ${({ theme }) => theme.radius.md};
  h3,
  h4,
  p {
    margin: 0;
  }
  h3 {
    font-size: ${({ theme }) => theme.font.size.md};
  }
  h4 {
    font-size: ${({ theme }) => theme.font.size.sm};
  }
`;

const StyledRow = styled.div`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  gap: ${({ theme }) => theme.space.sm};
`;

const StyledMeta = styled.p`
  font-size: ${({ theme }) => theme.font.size.sm};
  color: ${({ theme }) => theme.color.muted};
`;

const StyledForm = styled.form`
  display: flex;
  flex-wrap: wrap;
  align-items: flex-end;
  gap: ${({ theme }) => theme.space.md};
`;

const StyledList = styled.ul`
  margin: 0;
  padding-left: ${({ theme }) => theme.space.lg};
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space.xs};
  img {
    width: ${({ theme }) => theme.size.thumbnail};
    height: ${({ theme }) => theme.size.thumbnail};
    object-fit: cover;
    border-radius: ${({ theme }) => theme.radius.sm};
    vertical-align: middle;
    margin-left: ${({ theme }) => theme.space.xs};
  }
`;

/**
 * Runs a change and tells the user how it went (the server's words when it refuses); a form's
 * `showOnFields` (showServerErrors) puts the refusal's coded field errors under its fields.
 */
export function useRun() {
  const { toast } = useToast();
  const [busy, setBusy] = useState(false);
  async function run(change: () => Promise<unknown>, done: string, showOnFields?: (error: unknown) => ShownServerFailure) {
    setBusy(true);
    try {
      await change();
      toast({ title: done });
      return true;
    } catch (error) {
      const failure = showOnFields?.(error) ?? { ...serverFailure(error), shownOnFields: false };
      toast({ title: 'Something went wrong', description: refusalText(failure, 'Please try again.'), variant: 'destructive' });
      return false;
    } finally {
      setBusy(false);
    }
  }
  return { busy, run };
}

/** A defect: its class, a type of the order's list and a whole quantity; the photo is optional. */
const defectSchema = z.object({
  defectClass: z.enum(CLASSES),
  defectType: z.string().min(1, 'Please choose a defect type'),
  quantity: z.string().trim().regex(/^\d+$/, 'The quantity must be a whole number'),
  photo: z.custom<FileList | null>(),
});

type DefectValues = z.infer<typeof defectSchema>;

function DefectForm({ inspection, defectTypes }: { inspection: InspectionItem; defectTypes: string[] }) {
  const form = useForm<DefectValues>({
    defaultValues: { defectClass: 'Major', defectType: '', quantity: '1', photo: null },
    resolver: zodResolver(defectSchema),
  });
  const { errors } = form.formState;
  const [record] = useMutation(OrdersRecordInspectionDefectDocument);
  const client = useApolloClient();
  const { busy, run } = useRun();

  async function handleValid({ defectClass, defectType, quantity, photo }: DefectValues) {
    const file = photo?.[0];
    const ok = await run(
      async () => {
        const saved = await record({
          variables: { inspectionId: inspection.id, input: { defectClass, defectType, quantity: Number(quantity) } },
        });
        try {
          if (file && saved.data) {
            const body = new FormData();
            body.append('file', file);
            await uploadWithProgress({
              url: `/api/inspections/${inspection.id}/defects/${saved.data.recordInspectionDefect.id}/photos`,
              form: body,
              onProgress: () => undefined,
            });
          }
        } finally {
          await client.refetchQueries({ include: 'active' });
        }
      },
      'Defect recorded',
      (error) => showServerErrors(form, error, { file: 'photo' }),
    );
    // The class and type stay for the next defect of the same kind.
    if (ok) form.reset({ defectClass, defectType, quantity: '1', photo: null });
  }

  return (
    <StyledForm onSubmit={form.handleSubmit(handleValid)} aria-label="Record defects" noValidate>
      <FormField label="Class" error={errors.defectClass?.message}>
        <Select {...form.register('defectClass')}>
          {CLASSES.map((c) => (
            <option key={c}>{c}</option>
          ))}
        </Select>
      </FormField>
      <FormField label="Defect type" error={errors.defectType?.message}>
        <Select {...form.register('defectType')}>
          <option value="">Select a type</option>
          {defectTypes.map((t) => (
            <option key={t}>{t}</option>
          ))}
        </Select>
      </FormField>
      <FormField label="Quantity" error={errors.quantity?.message}>
        <Input type="number" min={1} {...form.register('quantity')} />
      </FormField>
      <FormField label="Photo (optional)" error={errors.photo?.message}>
        <Input type="file" accept={PHOTO_ACCEPT} {...form.register('photo')} />
      </FormField>
      <Button type="submit" disabled={busy}>
        {busy ? 'Saving...' : 'Record defect'}
      </Button>
    </StyledForm>
  );
}

/** The corrective action's texts and due date; what closing it needs is the server's to say. */
const correctiveActionSchema = z.object({
  rootCause: z.string(),
  action: z.string(),
  dueDate: z.string().min(1, 'Please enter a due date'),
});

type CorrectiveActionValues = z.infer<typeof correctiveActionSchema>;

function CorrectiveActionPanel({ inspection }: { inspection: InspectionItem }) {
  const action = inspection.correctiveAction!;
  const mayEdit = inspection.availableActions.some((a) => a.kind === 'UpdateCorrectiveAction');
  const mayClose = inspection.availableActions.some((a) => a.kind === 'CompleteCorrectiveAction');
  const form = useForm<CorrectiveActionValues>({
    defaultValues: { rootCause: action.rootCause ?? '', action: action.action ?? '', dueDate: action.dueDate },
    resolver: zodResolver(correctiveActionSchema),
  });
  const { errors } = form.formState;
  const [update] = useMutation(OrdersUpdateCorrectiveActionDocument);
  const [close] = useMutation(OrdersCompleteCorrectiveActionDocument);
  const { busy, run } = useRun();
  const headingId = useId();
  const showOnFields = (error: unknown) => showServerErrors(form, error);

  function handleSave(input: CorrectiveActionValues) {
    return run(() => update({ variables: { inspectionId: inspection.id, input }, ...refetch }), 'Corrective action saved', showOnFields);
  }

  function handleDone(input: CorrectiveActionValues) {
    return run(
      async () => {
        await update({ variables: { inspectionId: inspection.id, input } });
        await close({ variables: { inspectionId: inspection.id }, ...refetch });
      },
      'Corrective action done',
      showOnFields,
    );
  }

  return (
    <section aria-labelledby={headingId}>
      <StyledRow>
        <h4 id={headingId}>Corrective action</h4>
        <StatusBadge status={action.status === 'Done' ? 'Completed' : 'Pending'} label={action.status} />
        <StyledMeta>
          Owner {action.owner.name} · due {formatSpecDate(action.dueDate)}
          {action.doneAt ? ` · done ${formatSpecDate(action.doneAt)}` : ''}
        </StyledMeta>
      </StyledRow>
      {mayEdit ? (
        <StyledForm onSubmit={form.handleSubmit(handleSave)} aria-label="Corrective action" noValidate>
          <FormField label="Root cause" error={errors.rootCause?.message}>
            <TextArea {...form.register('rootCause')} maxLength={2000} />
          </FormField>
          <FormField label="Action" error={errors.action?.message}>
            <TextArea {...form.register('action')} maxLength={2000} />
          </FormField>
          <FormField label="Due date" error={errors.dueDate?.message}>
            <Input type="date" {...form.register('dueDate')} />
          </FormField>
          <Button type="submit" $variant="secondary" disabled={busy}>
            Save corrective action
          </Button>
          {mayClose && (
            <Button disabled={busy} onClick={() => void form.handleSubmit(handleDone)()}>
              Mark corrective action done
            </Button>
          )}
        </StyledForm>
      ) : (
        <>
          <p>Root cause: {action.rootCause ?? 'not written yet'}</p>
          <p>Action: {action.action ?? 'not written yet'}</p>
        </>
      )}
    </section>
  );
}

/**
 * One inspection: its plan and verdict per defect class, the defects with photos, and what the
 * signed-in user may do (the server's actions): record defects, complete it, work the corrective action.
 */
export function InspectionCard({ inspection, orderCode, defectTypes }: InspectionCardProps) {
  const headingId = useId();
  const badge = statusBadgeOf(inspection.status);
  const may = (kind: string) => inspection.availableActions.some((a) => a.kind === kind);
  const [complete] = useMutation(OrdersCompleteInspectionDocument);
  const [remove] = useMutation(OrdersRemoveInspectionDefectDocument);
  const { busy, run } = useRun();
  const title = inspectionTitle(inspection);

  return (
    <StyledCard aria-labelledby={headingId}>
      <StyledRow>
        <h3 id={headingId}>{title}</h3>
        <StatusBadge status={badge.status} label={badge.label} aria-label={`${title}: ${badge.label}`} />
        <StyledMeta>
          By the {sideText(inspection.inspectorSide)} ({inspection.createdBy.name}), {formatSpecDate(inspection.createdAt)}
          {inspection.status !== 'Waived' && ` · lot ${inspection.lotSize}, level ${inspection.level}, sample ${inspection.sampleSize}`}
        </StyledMeta>
        <Link to={`/orders/${encodeURIComponent(orderCode)}/inspections/${inspection.id}`}>Report</Link>
        <a href={reportPdfUrl(inspection.id)} download>
          Download PDF
        </a>
      </StyledRow>
      {inspection.status === 'Waived' ? (
        <p>Waived by {inspection.createdBy.name}: {inspection.waiverReason}</p>
      ) : (
        <>
          <InspectionResults inspection={inspection} />
          {inspection.defects.length > 0 && (
            <StyledList aria-label={`Defects of ${title}`}>
              {inspection.defects.map((d) => (
                <li key={d.id}>
                  {d.quantity} × {d.defectType} ({d.defectClass.toLowerCase()})
                  {d.photos.map((p) => (
                    <a key={p.id} href={p.viewUrl} target="_blank" rel="noopener noreferrer">
                      <img src={p.viewUrl} alt={`${d.defectType}: ${p.fileName}`} loading="lazy" />
                    </a>
                  ))}
                  {may('RecordDefects') && (
                    <Button
                      $variant="ghost"
                      disabled={busy}
                      aria-label={`Remove ${d.quantity} × ${d.defectType}`}
                      onClick={() => void run(() => remove({ variables: { inspectionId: inspection.id, defectId: d.id }, ...refetch }), 'Defect removed')}
                    >
                      Remove
                    </Button>
                  )}
                </li>
              ))}
            </StyledList>
          )}
          {may('RecordDefects') && <DefectForm inspection={inspection} defectTypes={defectTypes} />}
          <MeasurementsSection inspection={inspection} title={title} mayRecord={may('RecordDefects')} />
          {may('Complete') && (
            <StyledRow>
              <Button
                disabled={busy}
                onClick={() => void run(() => complete({ variables: { inspectionId: inspection.id }, ...refetch }), 'Inspection completed')}
              >
                Complete inspection
              </Button>
              <StyledMeta>The result is computed from the defects recorded and the pieces measured out of tolerance.</StyledMeta>
            </StyledRow>
          )}
          {inspection.correctiveAction && <CorrectiveActionPanel inspection={inspection} />}
        </>
      )}
    </StyledCard>
  );
}
