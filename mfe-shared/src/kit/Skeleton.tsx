import styled, { keyframes } from 'styled-components';

const shimmer = keyframes`
  from { background-position: 100% 0; }
  to { background-position: -100% 0; }
`;

export type SkeletonProps = { $width?: string; $height?: string; $round?: boolean };

/**
 * A grey placeholder block while data loads (decorative: mark the loading region aria-busy or
 * add a visually hidden 'Loading...' status). Width and height take theme sizes or percentages.
 */
export const Skeleton = styled.div.attrs({ 'aria-hidden': true })<SkeletonProps>`
  width: ${({ $width }) => $width ?? '100%'};
  height: ${({ theme, $height }) => $height ?? theme.font.size.md};
  border-radius: ${({ theme, $round }) => ($round ? theme.radius.pill : theme.radius.sm)};
  background: linear-gradient(
    90deg,
    ${({ theme }) => `${theme.color.skeleton} 25%, ${theme.color.skeletonShine} 50%, ${theme.color.skeleton} 75%`}
  );
  background-size: 200% 100%;
  animation: ${shimmer} ${({ theme }) => theme.motion.shimmer} ease-in-out infinite;
  @media (prefers-reduced-motion: reduce) {
    animation: none;
  }
`;

const StyledLines = styled.div`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space.sm};
`;

export type SkeletonTextProps = { lines?: number; className?: string };

/** A paragraph placeholder: `lines` bars, the last one shorter. */
export function SkeletonText({ lines = 3, className }: SkeletonTextProps) {
  return (
    <StyledLines className={className} aria-hidden="true">
      {Array.from({ length: lines }, (_, index) => (
        <Skeleton key={index} $width={index === lines - 1 && lines > 1 ? '60%' : '100%'} />
      ))}
    </StyledLines>
  );
}
