export type StatusTone = 'green' | 'yellow' | 'red' | 'blue' | 'destructive' | 'neutral';

const TONES: Record<string, StatusTone> = {
  'in stock': 'green',
  approved: 'green',
  completed: 'green',
  'low stock': 'yellow',
  pending: 'yellow',
  planning: 'yellow',
  'approval needed': 'yellow',
  'in production': 'yellow',
  'meeting request': 'yellow',
  'approval required': 'yellow',
  'out of stock': 'red',
  cancelled: 'red',
  rejected: 'red',
  requested: 'yellow',
  submitted: 'blue',
  waived: 'neutral',
  shipping: 'blue',
  'order update': 'blue',
  delayed: 'destructive',
  late: 'destructive',
  'at risk': 'yellow',
  'on track': 'green',
  urgent: 'destructive',
};

/** Badge colour of a status (SPEC.md 4), case-insensitive; anything else is neutral. */
export function statusTone(status: string): StatusTone {
  return TONES[status.trim().toLowerCase()] ?? 'neutral';
}
