import { useApolloClient, useMutation } from '@apollo/client/react';
import { Fragment, type ReactNode, useId } from 'react';
import { zodResolver } from '@hookform/resolvers/zod';
import { useForm, type Path } from 'react-hook-form';
import { Link } from 'react-router-dom';
import styled from 'styled-components';
import { z } from 'zod';
import { Button, type DefectClass, FormField, Input, refusalText, Select, showServerErrors, SortableTable, type TableColumn, useToast } from 'mfe-shared';
import { OrdersRecordInspectionMeasurementsDocument, OrdersRemoveInspectionPieceDocument } from 'mfe-shared/operations';
import { explainableMessage } from '../utils/errors';
import type { InspectionItem } from './inspectionText';

type Piece = InspectionItem['measuredPieces'][number];
type Chart = NonNullable<InspectionItem['measurementChart']>;

const CLASSES: DefectClass[] = ['Critical', 'Major', 'Minor'];

/** A deviation with its sign: +1.5, −1, 0. */
export const deviationText = (deviation: number) =>
  deviation > 0 ? `+${deviation}` : deviation < 0 ? `−${Math.abs(deviation)}` : '0';

const StyledOut = styled.strong`
  text-decoration: underline wavy;
  text-underline-offset: 3px;
`;

/** One measured value: the value and its deviation; out of tolerance it says so in words. */
function Cell({ m }: { m: Piece['measurements'][number] }) {
  const text = `${m.value} (${deviationText(m.deviation)})`;
  if (m.withinTolerance) return <span title={`Target ${m.target}, tolerance −${m.toleranceMinus} / +${m.tolerancePlus}`}>{text}</span>;
  return (
    <StyledOut title={`Target ${m.target}, tolerance −${m.toleranceMinus} / +${m.tolerancePlus}`}>
      ✗ {text} out of tolerance
    </StyledOut>
  );
}

/**
 * The measured sample pieces: one row per piece, one column per point of measure, each value with
 * its deviation (computed by the server); a value out of tolerance is marked in words and a
 * symbol, and its piece counts as a defect of its class. Under 768 px each piece is a card.
 */
export function MeasurementsTable({ pieces, caption, actions }: { pieces: Piece[]; caption: string; actions?: (piece: Piece) => ReactNode }) {
  // The points measured, in the order measured (a chart edited between pieces may add some).
  const codes = [...new Map(pieces.flatMap((p) => p.measurements.map((m) => [m.code, m] as const))).values()];
  const columns: TableColumn<Piece>[] = [
    { key: 'piece', header: 'Piece', nowrap: true, render: (p) => `Piece ${p.pieceNumber} · ${p.size}` },
    ...codes.map(
      (pom): TableColumn<Piece> => ({
        key: `pom-${pom.code}`,
        header: <abbr title={`${pom.description} (${pom.unit})`}>{pom.code}</abbr>,
        cardLabel: `${pom.code} (${pom.unit})`,
        render: (p) => {
          const m = p.measurements.find((x) => x.code === pom.code);
          return m ? <Cell m={m} /> : '-';
        },
      }),
    ),
    {
      key: 'result',
      header: 'Result',
      render: (p) => (p.outOfTolerance ? `Out of tolerance: 1 ${p.defectClass.toLowerCase()} defect` : 'Within tolerance'),
    },
  ];
  if (actions) columns.push({ key: 'actions', header: 'Actions', align: 'right', nowrap: true, render: actions });
  return <SortableTable caption={caption} rows={pieces} rowKey={(p) => p.id} columns={columns} />;
}

/** What the columns' codes stand for, with unit and tolerance (the printed report has no tooltips). */
export function MeasurementsLegend({ pieces }: { pieces: Piece[] }) {
  const points = [...new Map(pieces.flatMap((p) => p.measurements.map((m) => [m.code, m] as const))).values()];
  return (
    <dl aria-label="Points of measure">
      {points.map((m) => (
        <Fragment key={m.code}>
          <dt>{m.code}</dt>
          <dd>
            {m.description} ({m.unit}, tolerance −{m.toleranceMinus} / +{m.tolerancePlus})
          </dd>
        </Fragment>
      ))}
    </dl>
  );
}

const numberOrBlank = z
  .string()
  .trim()
  .refine((text) => text === '' || Number.isFinite(Number(text)), 'Enter a number');

const pieceSchema = z.object({
  size: z.string().min(1, 'Please choose the size of the piece'),
  defectClass: z.enum(['Critical', 'Major', 'Minor']),
  values: z.array(numberOrBlank),
});
type PieceValues = z.infer<typeof pieceSchema>;

const StyledForm = styled.form`
  display: flex;
  flex-wrap: wrap;
  align-items: flex-end;
  gap: ${({ theme }) => theme.space.md};
  > div {
    flex: 1 1 9rem;
  }
`;

/** The inspector measures one sample piece: its size, then a value per point of measure (blank: not measured). */
export function MeasurementForm({ inspection, chart, onSaved }: { inspection: InspectionItem; chart: Chart; onSaved: () => Promise<unknown> }) {
  const { toast } = useToast();
  const [record] = useMutation(OrdersRecordInspectionMeasurementsDocument);
  const form = useForm<PieceValues>({
    defaultValues: { size: '', defectClass: 'Major', values: chart.points.map(() => '') },
    resolver: zodResolver(pieceSchema),
  });
  const { formState, handleSubmit, register, reset } = form;
  const { errors, isSubmitting } = formState;

  async function handleValid(values: PieceValues) {
    const measured = chart.points
      .map((p, i) => ({ code: p.code, text: values.values[i], index: i }))
      .filter((v) => v.text !== '');
    try {
      await record({
        variables: {
          inspectionId: inspection.id,
          input: { size: values.size, defectClass: values.defectClass, values: measured.map((v) => ({ code: v.code, value: Number(v.text) })) },
        },
      });
      await onSaved();
      toast({ title: 'Piece measured' });
      reset({ size: values.size, defectClass: 'Major', values: chart.points.map(() => '') });
    } catch (error) {
      // The server names values.N by the position sent; the form's fields follow the chart.
      const names: Record<string, Path<PieceValues>> = { values: 'values.0' };
      measured.forEach((v, n) => {
        names[`values.${n}.value`] = `values.${v.index}`;
        names[`values.${n}.code`] = `values.${v.index}`;
      });
      const failure = showServerErrors(form, error, names);
      toast({ title: 'The piece was not recorded', description: refusalText(failure, 'Please try again.'), variant: 'destructive' });
    }
  }

  return (
    <StyledForm onSubmit={handleSubmit(handleValid)} aria-label="Record measurements" noValidate>
      <FormField
        label="Size"
        hint={chart.sizes.length === 0 ? "The chart has no column for any size of this order's grid: add them to the specification's points of measure." : undefined}
        error={errors.size?.message}
      >
        <Select {...register('size')} disabled={isSubmitting || chart.sizes.length === 0}>
          <option value="">Select a size</option>
          {chart.sizes.map((size) => (
            <option key={size}>{size}</option>
          ))}
        </Select>
      </FormField>
      {chart.points.map((p, i) => (
        <FormField key={p.code} label={`${p.code} ${p.description} (${p.unit})`} hint={`−${p.toleranceMinus} / +${p.tolerancePlus}`} error={errors.values?.[i]?.message}>
          <Input inputMode="decimal" {...register(`values.${i}`)} disabled={isSubmitting} />
        </FormField>
      ))}
      <FormField label="Class if out of tolerance">
        <Select {...register('defectClass')} disabled={isSubmitting}>
          {CLASSES.map((c) => (
            <option key={c}>{c}</option>
          ))}
        </Select>
      </FormField>
      <Button type="submit" disabled={isSubmitting}>
        {isSubmitting ? 'Saving...' : 'Record piece'}
      </Button>
    </StyledForm>
  );
}

const StyledSection = styled.section`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space.sm};
`;

const StyledMeta = styled.p`
  font-size: ${({ theme }) => theme.font.size.sm};
  color: ${({ theme }) => theme.color.muted};
`;

/**
 * An inspection's measurements in its card: the pieces measured against the specification's
 * points of measure and, for the inspector while it is in progress, the form to measure another.
 */
export function MeasurementsSection({ inspection, title, mayRecord }: { inspection: InspectionItem; title: string; mayRecord: boolean }) {
  const headingId = useId();
  const client = useApolloClient();
  const { toast } = useToast();
  const [remove, removing] = useMutation(OrdersRemoveInspectionPieceDocument);
  const chart = inspection.measurementChart;
  const pieces = inspection.measuredPieces;
  if (!chart && pieces.length === 0) return null;
  const out = pieces.filter((p) => p.outOfTolerance).length;

  async function handleRemove(piece: Piece) {
    try {
      await remove({ variables: { inspectionId: inspection.id, pieceId: piece.id }, refetchQueries: 'active' });
      toast({ title: 'Piece removed' });
    } catch (error) {
      toast({ title: 'Something went wrong', description: explainableMessage(error) ?? 'Please try again.', variant: 'destructive' });
    }
  }

  return (
    <StyledSection aria-labelledby={headingId}>
      <h4 id={headingId}>Measurements</h4>
      <StyledMeta>
        {chart && (
          <>
            Against <Link to={`/specifications/${chart.specificationId}`}>{chart.specificationTitle}</Link> (version {chart.specificationVersion}).{' '}
          </>
        )}
        {pieces.length === 0
          ? 'No pieces measured yet.'
          : `${pieces.length} piece${pieces.length === 1 ? '' : 's'} measured, ${out} out of tolerance (each counts as a defect of its class: Measurement out of tolerance).`}
      </StyledMeta>
      {pieces.length > 0 && (
        <MeasurementsTable
          pieces={pieces}
          caption={`Measurements of ${title}`}
          actions={
            mayRecord
              ? (piece) => (
                  <Button $variant="ghost" disabled={removing.loading} onClick={() => void handleRemove(piece)} aria-label={`Remove piece ${piece.pieceNumber}`}>
                    Remove
                  </Button>
                )
              : undefined
          }
        />
      )}
      {mayRecord && chart && <MeasurementForm inspection={inspection} chart={chart} onSaved={() => client.refetchQueries({ include: 'active' })} />}
    </StyledSection>
  );
}
