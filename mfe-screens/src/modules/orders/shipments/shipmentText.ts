import type { ShipmentStatus } from 'mfe-shared';

/** How people name a cell: "Navy / M", or "All units" when the order has no size × colour grid. */
export const cellLabel = (cell: { colour: string; size: string }) =>
  cell.colour || cell.size ? `${cell.colour} / ${cell.size}` : 'All units';

export const cellKey = (cell: { colour: string; size: string }) => `${cell.colour}\u0000${cell.size}`;

const STATUS: Record<ShipmentStatus, { status: string; label: string }> = {
  InTransit: { status: 'Shipping', label: 'In transit' },
  PartlyReceived: { status: 'Pending', label: 'Partly received' },
  Received: { status: 'Approved', label: 'Received' },
};

export const shipmentBadgeOf = (status: ShipmentStatus) => STATUS[status];

/** The lines whose count differs from what was shipped. */
export const discrepanciesOf = <T extends { shipped: number; received?: number | null }>(lines: readonly T[]) =>
  lines.filter((line) => line.received != null && line.received !== line.shipped);
