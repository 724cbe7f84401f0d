import styled from 'styled-components';

export type ProgressBarProps = {
  /** 0 to 100. */
  value: number;
  /** Names the bar for screen readers, e.g. 'Order progress'. */
  label: string;
  /** Show the percentage next to the bar. */
  showValue?: boolean;
  className?: string;
};

const StyledRow = styled.div`
  display: flex;
  align-items: center;
  gap: ${({ theme }) => theme.space.sm};
`;

const StyledTrack = styled.div`
  flex: 1;
  height: ${({ theme }) => theme.space.sm};
  border-radius: ${({ theme }) => theme.radius.pill};
  background: ${({ theme }) => theme.color.surfaceMuted};
  overflow: hidden;
`;

const StyledFill = styled.div`
  height: 100%;
  border-radius: inherit;
  background: ${({ theme }) => theme.color.primary};
  transition: width ${({ theme }) => theme.motion.normal} ease;
`;

const StyledValue = styled.span`
  min-width: 4ch;
  text-align: right;
  font-size: ${({ theme }) => theme.font.size.sm};
  font-weight: ${({ theme }) => theme.font.weight.semibold};
  color: ${({ theme }) => theme.color.muted};
`;

/** A horizontal progress bar (role="progressbar"), used for order progress and uploads. */
export function ProgressBar({ value, label, showValue = true, className }: ProgressBarProps) {
  const clamped = Math.max(0, Math.min(100, Math.round(value)));
  return (
    <StyledRow className={className}>
      <StyledTrack role="progressbar" aria-label={label} aria-valuemin={0} aria-valuemax={100} aria-valuenow={clamped}>
        <StyledFill style={{ width: `${clamped}%` }} />
      </StyledTrack>
      {showValue && <StyledValue aria-hidden="true">{clamped}%</StyledValue>}
    </StyledRow>
  );
}
