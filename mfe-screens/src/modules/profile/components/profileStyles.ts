import { formatDateTime } from 'mfe-shared';
import styled from 'styled-components';

/** A row of form controls that wraps on narrow screens. */
export const StyledFormRow = styled.form`
  display: flex;
  flex-wrap: wrap;
  align-items: flex-end;
  gap: ${({ theme }) => theme.space.md};
  & > div {
    flex: 1 1 calc(${({ theme }) => theme.size.sheetWidth} / 2);
  }
`;

export const StyledMuted = styled.span`
  color: ${({ theme }) => theme.color.muted};
  font-size: ${({ theme }) => theme.font.size.sm};
`;

export const StyledIntro = styled.p`
  margin: 0;
  color: ${({ theme }) => theme.color.muted};
  font-size: ${({ theme }) => theme.font.size.sm};
`;

/** A date and time in the portal's one format, or the fallback. */
export function formatWhen(value: string | null | undefined, fallback = '—'): string {
  return (value && formatDateTime(value)) || fallback;
}

/** What the server said, for a toast: GraphQL errors carry the service's message. */
export function errorText(error: unknown): string {
  return error instanceof Error && error.message ? error.message : 'Please try again.';
}
