import styled from 'styled-components';
import { LoadingAnimation, type LoadingAnimationType } from './LoadingAnimation';

export type FullScreenLoaderProps = { type?: LoadingAnimationType; text?: string };

const StyledOverlay = styled.div`
  position: fixed;
  inset: 0;
  z-index: ${({ theme }) => theme.zIndex.overlay};
  display: flex;
  align-items: center;
  justify-content: center;
  background: ${({ theme }) => theme.color.background};
`;

/**
 * Covers the whole window with a large LoadingAnimation (the demo page shows it for 3 s; the
 * page decides how long). aria-busy tells assistive technology the page is not ready.
 */
export function FullScreenLoader({ type = 'random', text = 'Loading...' }: FullScreenLoaderProps) {
  return (
    <StyledOverlay aria-busy="true">
      <LoadingAnimation type={type} size="lg" text={text} />
    </StyledOverlay>
  );
}
