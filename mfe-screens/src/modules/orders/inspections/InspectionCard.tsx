import { useApolloClient, useMutation } from '@apollo/client/react';
import { type FormEvent, useId, useState } from 'react';
import { Link } from 'react-router-dom';
import styled from 'styled-components';
import {
  Button,
  type DefectClass,
  formatSpecDate,
  FormField,
  Input,
  OrdersCompleteCorrectiveActionDocument,
  OrdersCompleteInspectionDocument,
  OrdersRecordInspectionDefectDocument,
  OrdersRemoveInspectionDefectDocument,
  OrdersUpdateCorrectiveActionDocument,
  Select,
  StatusBadge,
  TextArea,
  uploadWithProgress,
  useToast,
} from 'mfe-shared';
import { explainableMessage } from '../utils/errors';
import { MeasurementsSection } from './InspectionMeasurements';
import { InspectionResults } from './InspectionResults';
import { type InspectionItem, inspectionTitle, sideText, statusBadgeOf } from './inspectionText';

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

/** Runs a change and tells the user how it went (the server's words when it refuses). */
function useRun() {
  const { toast } = useToast();
  const [busy, setBusy] = useState(false);
  async function run(change: () => Promise<unknown>, done: string) {
    setBusy(true);
    try {
      await change();
      toast({ title: done });
      return true;
    } catch (error) {
      toast({ title: 'Something went wrong', description: explainableMessage(error) ?? 'Please try again.', variant: 'destructive' });
      return false;
    } finally {
      setBusy(false);
    }
  }
  return { busy, run };
}

function DefectForm({ inspection, defectTypes }: { inspection: InspectionItem; defectTypes: string[] }) {
  const [defectClass, setDefectClass] = useState<DefectClass>('Major');
  const [defectType, setDefectType] = useState('');
  const [quantity, setQuantity] = useState('1');
  const [photo, setPhoto] = useState<File | null>(null);
  const [record] = useMutation(OrdersRecordInspectionDefectDocument);
  const client = useApolloClient();
  const { busy, run } = useRun();

  async function handleSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const form = event.currentTarget;
    const ok = await run(async () => {
      const saved = await record({
        variables: { inspectionId: inspection.id, input: { defectClass, defectType, quantity: Number(quantity) } },
      });
      try {
        if (photo && saved.data) {
          const body = new FormData();
          body.append('file', photo);
          await uploadWithProgress({
            url: `/api/inspections/${inspection.id}/defects/${saved.data.recordInspectionDefect.id}/photos`,
            form: body,
            onProgress: () => undefined,
          });
        }
      } finally {
        await client.refetchQueries({ include: 'active' });
      }
    }, 'Defect recorded');
    if (ok) {
      setQuantity('1');
      setPhoto(null);
      form.reset();
    }
  }

  return (
    <StyledForm onSubmit={handleSubmit} aria-label="Record defects" noValidate>
      <FormField label="Class">
        <Select value={defectClass} onChange={(e) => setDefectClass(e.target.value as DefectClass)} disabled={busy}>
          {CLASSES.map((c) => (
            <option key={c}>{c}</option>
          ))}
        </Select>
      </FormField>
      <FormField label="Defect type">
        <Select value={defectType} onChange={(e) => setDefectType(e.target.value)} disabled={busy}>
          <option value="">Select a type</option>
          {defectTypes.map((t) => (
            <option key={t}>{t}</option>
          ))}
        </Select>
      </FormField>
      <FormField label="Quantity">
        <Input type="number" min={1} value={quantity} onChange={(e) => setQuantity(e.target.value)} disabled={busy} />
      </FormField>
      <FormField label="Photo (optional)">
        <Input type="file" accept={PHOTO_ACCEPT} onChange={(e) => setPhoto(e.target.files?.[0] ?? null)} disabled={busy} />
      </FormField>
      <Button type="submit" disabled={busy}>
        {busy ? 'Saving...' : 'Record defect'}
      </Button>
    </StyledForm>
  );
}

function CorrectiveActionPanel({ inspection }: { inspection: InspectionItem }) {
  const action = inspection.correctiveAction!;
  const mayEdit = inspection.availableActions.some((a) => a.kind === 'UpdateCorrectiveAction');
  const mayClose = inspection.availableActions.some((a) => a.kind === 'CompleteCorrectiveAction');
  const [rootCause, setRootCause] = useState(action.rootCause ?? '');
  const [what, setWhat] = useState(action.action ?? '');
  const [dueDate, setDueDate] = useState(action.dueDate);
  const [update] = useMutation(OrdersUpdateCorrectiveActionDocument);
  const [close] = useMutation(OrdersCompleteCorrectiveActionDocument);
  const { busy, run } = useRun();
  const headingId = useId();

  function handleSave(event: FormEvent) {
    event.preventDefault();
    void run(
      () => update({ variables: { inspectionId: inspection.id, input: { rootCause, action: what, dueDate } }, ...refetch }),
      'Corrective action saved',
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
        <StyledForm onSubmit={handleSave} aria-label="Corrective action" noValidate>
          <FormField label="Root cause">
            <TextArea value={rootCause} onChange={(e) => setRootCause(e.target.value)} disabled={busy} maxLength={2000} />
          </FormField>
          <FormField label="Action">
            <TextArea value={what} onChange={(e) => setWhat(e.target.value)} disabled={busy} maxLength={2000} />
          </FormField>
          <FormField label="Due date">
            <Input type="date" value={dueDate} onChange={(e) => setDueDate(e.target.value)} disabled={busy} />
          </FormField>
          <Button type="submit" $variant="secondary" disabled={busy}>
            Save corrective action
          </Button>
          {mayClose && (
            <Button
              disabled={busy}
              onClick={() =>
                void run(async () => {
                  await update({ variables: { inspectionId: inspection.id, input: { rootCause, action: what, dueDate } } });
                  await close({ variables: { inspectionId: inspection.id }, ...refetch });
                }, 'Corrective action done')
              }
            >
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
