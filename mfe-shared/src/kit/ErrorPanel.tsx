import styled from 'styled-components';
import { Button } from './Button';
import { Card } from './Card';

export type ErrorPanelProps = { title: string; message: string; onRetry?: () => void };

const StyledPanel = styled(Card)`
  max-width: 560px;
  margin: ${({ theme }) => theme.space.xxl} auto;
  text-align: center;
`;

/** A failure inside the layout (e.g. a role area that could not load), with Retry. */
export function ErrorPanel({ title, message, onRetry }: ErrorPanelProps) {
  return (
    <StyledPanel role="alert">
      <h2>{title}</h2>
      <p>{message}</p>
      {onRetry && <Button onClick={onRetry}>Retry</Button>}
    </StyledPanel>
  );
}
