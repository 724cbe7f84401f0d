import styled, { keyframes } from 'styled-components';

/* Three small SVG scenes; they draw with currentColor (primary) and the accent token. */

const spin = keyframes`to { transform: rotate(360deg); }`;
const draw = keyframes`
  0% { stroke-dashoffset: 60; }
  50% { stroke-dashoffset: 0; }
  100% { stroke-dashoffset: -60; }
`;
const shuttle = keyframes`
  0%, 100% { transform: translateX(0); }
  50% { transform: translateX(28px); }
`;
const weave = keyframes`
  0%, 100% { transform: scaleY(1); }
  50% { transform: scaleY(0.7); }
`;
const smoke = keyframes`
  0% { transform: translateY(0) scale(0.6); opacity: 0; }
  30% { opacity: 0.9; }
  100% { transform: translateY(-14px) scale(1.2); opacity: 0; }
`;
const blink = keyframes`
  0%, 100% { opacity: 0.35; }
  50% { opacity: 1; }
`;

const StyledSvg = styled.svg`
  width: 100%;
  height: 100%;
  overflow: visible;
  color: ${({ theme }) => theme.color.primary};

  .accent {
    fill: ${({ theme }) => theme.color.accent};
    stroke: ${({ theme }) => theme.color.accent};
  }
  .spool {
    transform-origin: 20px 24px;
    animation: ${spin} ${({ theme }) => theme.motion.spin} linear infinite;
  }
  .thread {
    stroke-dasharray: 60;
    animation: ${draw} ${({ theme }) => theme.motion.shimmer} ease-in-out infinite;
  }
  .shuttle {
    animation: ${shuttle} ${({ theme }) => theme.motion.shimmer} ease-in-out infinite;
  }
  .warp {
    transform-box: fill-box;
    transform-origin: center;
    animation: ${weave} ${({ theme }) => theme.motion.spin} ease-in-out infinite;
  }
  .warp:nth-of-type(2) {
    animation-delay: 0.2s;
  }
  .warp:nth-of-type(3) {
    animation-delay: 0.4s;
  }
  .warp:nth-of-type(4) {
    animation-delay: 0.6s;
  }
  .smoke {
    transform-box: fill-box;
    transform-origin: center;
    animation: ${smoke} ${({ theme }) => theme.motion.shimmer} ease-out infinite;
  }
  .smoke.late {
    animation-delay: 0.7s;
  }
  .window {
    animation: ${blink} ${({ theme }) => theme.motion.spin} ease-in-out infinite;
  }
  .window.late {
    animation-delay: 0.6s;
  }

  @media (prefers-reduced-motion: reduce) {
    * {
      animation-duration: 3s !important;
    }
  }
`;

/** A spinning spool paying out a thread. */
export function ThreadScene() {
  return (
    <StyledSvg viewBox="0 0 48 48" fill="none" aria-hidden="true">
      <g className="spool">
        <circle cx="20" cy="24" r="10" stroke="currentColor" strokeWidth="3" />
        <circle cx="20" cy="24" r="3" fill="currentColor" />
        <path d="M20 14v4M20 30v4M10 24h4M26 24h4" stroke="currentColor" strokeWidth="2" />
      </g>
      <path className="thread accent" d="M30 24c6 0 4 10 10 10s4-10 6-10" strokeWidth="2" strokeLinecap="round" fill="none" />
    </StyledSvg>
  );
}

/** A loom: warp threads lifting while the shuttle runs across. */
export function LoomScene() {
  return (
    <StyledSvg viewBox="0 0 48 48" fill="none" aria-hidden="true">
      <rect x="4" y="6" width="40" height="36" rx="3" stroke="currentColor" strokeWidth="2.5" />
      <g>
        <rect className="warp" x="12" y="10" width="2.5" height="26" fill="currentColor" />
        <rect className="warp" x="19" y="10" width="2.5" height="26" fill="currentColor" />
        <rect className="warp" x="26" y="10" width="2.5" height="26" fill="currentColor" />
        <rect className="warp" x="33" y="10" width="2.5" height="26" fill="currentColor" />
      </g>
      <rect className="shuttle accent" x="7" y="21" width="10" height="5" rx="2.5" />
    </StyledSvg>
  );
}

/** A factory with blinking windows and smoke from the chimney. */
export function FactoryScene() {
  return (
    <StyledSvg viewBox="0 0 48 48" fill="none" aria-hidden="true">
      <circle className="smoke accent" cx="37" cy="8" r="3" />
      <circle className="smoke late accent" cx="39" cy="9" r="2.5" />
      <path d="M4 42V24l10 6v-6l10 6v-6l10 6V14h6v28z" fill="currentColor" />
      <rect className="window accent" x="9" y="34" width="4" height="4" rx="1" />
      <rect className="window late accent" x="19" y="34" width="4" height="4" rx="1" />
      <rect className="window accent" x="29" y="34" width="4" height="4" rx="1" />
    </StyledSvg>
  );
}
