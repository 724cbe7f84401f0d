import { useQuery } from '@apollo/client/react';
import { Link, useParams } from 'react-router-dom';
import styled from 'styled-components';
import { Button, Card, ErrorPanel, formatSpecDate, SkeletonText } from 'mfe-shared';
import { OrdersShipmentLabelsDocument } from 'mfe-shared/operations';
import { cellLabel } from './shipmentText';

const StyledPage = styled.article`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space.lg};
  h2,
  h3,
  p {
    margin: 0;
  }
  @media print {
    .no-print {
      display: none !important;
    }
    color: #000;
  }
`;

const StyledHead = styled.div`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  justify-content: space-between;
  gap: ${({ theme }) => theme.space.md};
`;

/** Labels two to a row on screen and paper (one per row on a phone), never split across pages. */
const StyledSheet = styled.ol`
  list-style: none;
  margin: 0;
  padding: 0;
  display: grid;
  grid-template-columns: repeat(auto-fill, minmax(16rem, 1fr));
  gap: ${({ theme }) => theme.space.md};
  li {
    border: 2px solid ${({ theme }) => theme.color.text};
    border-radius: ${({ theme }) => theme.radius.sm};
    padding: ${({ theme }) => theme.space.md};
    display: flex;
    flex-direction: column;
    gap: ${({ theme }) => theme.space.xs};
    break-inside: avoid;
  }
  strong {
    font-size: ${({ theme }) => theme.font.size.lg};
  }
`;

/**
 * /orders/{code}/shipments/{id}/labels: one label per carton (carton n of N, the order, ship to
 * and from, contents, weights, size, tracking), made to print.
 */
export function ShipmentLabelsPage() {
  const { id = '', shipmentId = '' } = useParams();
  const { data, error, refetch } = useQuery(OrdersShipmentLabelsDocument, { variables: { id: Number(shipmentId) } });
  const shipment = data?.shipment;
  if (!shipment) {
    if (error) return <ErrorPanel title="Failed to load the carton labels" message={error.message} onRetry={() => void refetch()} />;
    return <SkeletonText lines={8} />;
  }
  const { order } = shipment;
  const title = `Carton labels: ${order.orderCode}, shipment ${shipment.number}`;
  const labels = shipment.cartons.flatMap((carton) =>
    Array.from({ length: carton.cartonCount }, (_, i) => ({ number: carton.firstCarton + i, carton })),
  );
  return (
    <Card>
      <StyledPage aria-label={title}>
        <StyledHead>
          <h2>{title}</h2>
          <span className="no-print">
            <Link to={`/orders/${encodeURIComponent(id)}#shipments`}>Back to the order</Link>{' '}
            <Button onClick={() => window.print()}>Print labels</Button>
          </span>
        </StyledHead>
        <StyledSheet aria-label="Carton labels">
          {labels.map(({ number, carton }) => (
            <li key={number} aria-label={`Carton ${number} of ${shipment.cartonTotal}`}>
              <strong>
                Carton {number} of {shipment.cartonTotal}
              </strong>
              <span>
                {order.orderCode} · shipment {shipment.number} · {order.product.name} ({order.product.sku})
              </span>
              <span>Ship to: {order.buyer.company ?? order.buyer.name}</span>
              <span>From: {order.vendor.company ?? order.vendor.name}</span>
              <span>Contents: {carton.items.map((item) => `${cellLabel(item)} × ${item.quantity}`).join(', ')}</span>
              <span>
                Gross {carton.grossWeightKg} kg · net {carton.netWeightKg} kg · {carton.lengthCm} × {carton.widthCm} × {carton.heightCm} cm
              </span>
              <span>
                {shipment.mode} · {shipment.carrier} · {shipment.trackingNumber} · ETA {formatSpecDate(shipment.eta)}
              </span>
            </li>
          ))}
        </StyledSheet>
      </StyledPage>
    </Card>
  );
}
