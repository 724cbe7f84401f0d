import type { MessageType } from 'mfe-shared';

/** The message types of SPEC.md 3, in the order the compose dialog offers them, with their display text. */
export const MESSAGE_TYPES: { value: MessageType; label: string }[] = [
  { value: 'General', label: 'General Message' },
  { value: 'OrderUpdate', label: 'Order Update' },
  { value: 'Urgent', label: 'Urgent' },
  { value: 'MeetingRequest', label: 'Meeting Request' },
  { value: 'ApprovalRequired', label: 'Approval Required' },
];

/** 'Order Update' for OrderUpdate; the badge colour follows this text (statusTone). */
export function messageTypeLabel(type: MessageType): string {
  return MESSAGE_TYPES.find((entry) => entry.value === type)?.label ?? type;
}
