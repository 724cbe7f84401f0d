import { useQuery } from '@apollo/client/react';
import { Link, useParams } from 'react-router-dom';
import styled from 'styled-components';
import { Button, Card, ErrorPanel, formatDateTime, formatSpecDate, SkeletonText, StatusBadge } from 'mfe-shared';
import { OrdersInspectionReportDocument } from 'mfe-shared/operations';
import { MeasurementsLegend, MeasurementsTable } from './InspectionMeasurements';
import { InspectionResults } from './InspectionResults';
import { aqlText, inspectionTitle, reportPdfUrl, sideText, statusBadgeOf } from './inspectionText';

const StyledReport = styled.article`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space.lg};
  h2,
  h3,
  p {
    margin: 0;
  }
  dl {
    display: grid;
    grid-template-columns: max-content 1fr;
    gap: ${({ theme }) => `${theme.space.xs} ${theme.space.lg}`};
    margin: 0;
  }
  dt {
    font-weight: ${({ theme }) => theme.font.weight.semibold};
  }
  dd {
    margin: 0;
  }
  figure {
    margin: 0;
    display: inline-block;
  }
  img {
    width: 160px;
    height: 160px;
    object-fit: cover;
    border-radius: ${({ theme }) => theme.radius.sm};
  }
  /* On paper: only the report, black on white, no buttons or links to follow. */
  @media print {
    .no-print {
      display: none !important;
    }
    color: #000;
    img {
      break-inside: avoid;
    }
  }
`;

const StyledHead = styled.div`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  justify-content: space-between;
  gap: ${({ theme }) => theme.space.md};
`;

const StyledDefects = styled.ol`
  margin: 0;
  padding-left: ${({ theme }) => theme.space.lg};
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space.md};
`;

/**
 * /orders/{code}/inspections/{id}: the inspection report, made to print (print CSS), with the
 * server's PDF of the same report to download: the order, the plan and result per class, defects
 * and photos, the corrective action.
 */
export function InspectionReportPage() {
  const { id = '', inspectionId = '' } = useParams();
  const { data, error, refetch } = useQuery(OrdersInspectionReportDocument, { variables: { id: Number(inspectionId) } });
  const inspection = data?.inspection;
  if (!inspection) {
    if (error) return <ErrorPanel title="Failed to load the inspection report" message={error.message} onRetry={() => void refetch()} />;
    return <SkeletonText lines={8} />;
  }
  const { order } = inspection;
  const badge = statusBadgeOf(inspection.status);
  const title = `${inspectionTitle(inspection)} report`;
  return (
    <Card>
      <StyledReport aria-label={title}>
        <StyledHead>
          <h2>
            {title}: {order.orderCode}
          </h2>
          <StatusBadge status={badge.status} label={badge.label} />
          <span className="no-print">
            <Link to={`/orders/${encodeURIComponent(id)}#quality`}>Back to the order</Link>{' '}
            <Button onClick={() => window.print()}>Print or save as PDF</Button>{' '}
            <Button as="a" href={reportPdfUrl(inspection.id)} download $variant="secondary">
              Download PDF
            </Button>
          </span>
        </StyledHead>
        <dl>
          <dt>Product</dt>
          <dd>
            {order.product.name} ({order.product.sku})
          </dd>
          <dt>Buyer</dt>
          <dd>{order.buyer.company ?? order.buyer.name}</dd>
          <dt>Vendor</dt>
          <dd>{order.vendor.company ?? order.vendor.name}</dd>
          <dt>Inspected by</dt>
          <dd>
            The {sideText(inspection.inspectorSide)}, {inspection.createdBy.name}
          </dd>
          <dt>Started</dt>
          <dd>{formatDateTime(inspection.createdAt)}</dd>
          {inspection.completedAt && (
            <>
              <dt>Completed</dt>
              <dd>{formatDateTime(inspection.completedAt)}</dd>
            </>
          )}
          <dt>Lot size</dt>
          <dd>{inspection.lotSize} (order quantity {order.quantity})</dd>
          <dt>Sampling</dt>
          <dd>
            ISO 2859-1 single sampling, normal inspection, level {inspection.level}; sample {inspection.sampleSize}; AQL critical{' '}
            {aqlText(inspection.aqlCritical)}, major {aqlText(inspection.aqlMajor)}, minor {aqlText(inspection.aqlMinor)}
          </dd>
          {inspection.waiverReason && (
            <>
              <dt>Waiver</dt>
              <dd>{inspection.waiverReason}</dd>
            </>
          )}
        </dl>
        {inspection.status !== 'Waived' && <InspectionResults inspection={inspection} />}
        <h3>Defects</h3>
        {inspection.defects.length === 0 ? (
          <p>No defects recorded.</p>
        ) : (
          <StyledDefects>
            {inspection.defects.map((d) => (
              <li key={d.id}>
                <p>
                  {d.quantity} × {d.defectType} ({d.defectClass.toLowerCase()}){d.note ? `: ${d.note}` : ''}
                </p>
                {d.photos.map((p) => (
                  <figure key={p.id}>
                    <img src={p.viewUrl} alt={`${d.defectType}: ${p.fileName}`} />
                  </figure>
                ))}
              </li>
            ))}
          </StyledDefects>
        )}
        {(inspection.measurementChart || inspection.measuredPieces.length > 0) && (
          <section aria-label="Measurements">
            <h3>Measurements</h3>
            {inspection.measuredPieces.length === 0 ? (
              <p>No pieces measured.</p>
            ) : (
              <>
                <p>
                  {inspection.measuredPieces.length} sample pieces measured against the points of measure of the specification
                  (version {inspection.measuredPieces[0].specificationVersion}); values with their deviation from the target.{' '}
                  {inspection.measuredPieces.filter((p) => p.outOfTolerance).length} out of tolerance, marked ✗, each a defect of its
                  class (Measurement out of tolerance).
                </p>
                <MeasurementsLegend pieces={inspection.measuredPieces} />
                <MeasurementsTable pieces={inspection.measuredPieces} caption="Measured pieces" />
              </>
            )}
          </section>
        )}
        {inspection.correctiveAction && (
          <>
            <h3>Corrective action</h3>
            <dl>
              <dt>Status</dt>
              <dd>{inspection.correctiveAction.status}</dd>
              <dt>Owner</dt>
              <dd>{inspection.correctiveAction.owner.name}</dd>
              <dt>Due</dt>
              <dd>{formatSpecDate(inspection.correctiveAction.dueDate)}</dd>
              <dt>Root cause</dt>
              <dd>{inspection.correctiveAction.rootCause ?? '-'}</dd>
              <dt>Action</dt>
              <dd>{inspection.correctiveAction.action ?? '-'}</dd>
            </dl>
          </>
        )}
      </StyledReport>
    </Card>
  );
}
