import { useId, useRef, type ReactNode } from 'react';
import { createPortal } from 'react-dom';
import styled, { css, keyframes, useTheme } from 'styled-components';
import { CloseIcon } from './icons';
import {
  durationMs,
  StyledBackdrop,
  StyledCloseButton,
  StyledOverlayDescription,
  StyledOverlayHeader,
  StyledOverlayTitle,
} from './overlayParts';
import { useModalFocus } from './useModalFocus';
import { useMountTransition } from './useMountTransition';

export type SheetSide = 'left' | 'right';

export type SheetProps = {
  open: boolean;
  onClose: () => void;
  title: ReactNode;
  description?: ReactNode;
  side?: SheetSide;
  children?: ReactNode;
};

const slide = (from: string, to: string) => keyframes`
  from { transform: translateX(${from}); }
  to { transform: translateX(${to}); }
`;
const animations = {
  right: { in: slide('100%', '0'), out: slide('0', '100%') },
  left: { in: slide('-100%', '0'), out: slide('0', '-100%') },
};

const StyledPanel = styled.div<{ $open: boolean; $side: SheetSide }>`
  position: fixed;
  top: 0;
  bottom: 0;
  ${({ $side }) => ($side === 'right' ? css`right: 0;` : css`left: 0;`)}
  z-index: ${({ theme }) => theme.zIndex.overlay};
  display: flex;
  flex-direction: column;
  width: 85%;
  max-width: ${({ theme }) => theme.size.sheetWidth};
  overflow-y: auto;
  padding: ${({ theme }) => theme.space.xl};
  background: ${({ theme }) => theme.color.surface};
  color: ${({ theme }) => theme.color.text};
  box-shadow: ${({ theme }) => theme.shadow.overlay};
  animation: ${({ $open, $side }) => ($open ? animations[$side].in : animations[$side].out)}
    ${({ theme }) => theme.motion.normal} ease forwards;
  &:focus {
    outline: none;
  }
  @media (prefers-reduced-motion: reduce) {
    animation-duration: 1ms;
  }
`;

/** A modal side panel sliding in from the right (or left); same keyboard rules as Dialog. */
export function Sheet({ open, onClose, title, description, side = 'right', children }: SheetProps) {
  const theme = useTheme();
  const mounted = useMountTransition(open, durationMs(theme.motion.normal));
  const panelRef = useRef<HTMLDivElement>(null);
  const handleKeyDown = useModalFocus(panelRef, open, onClose);
  const titleId = useId();
  const descriptionId = useId();

  if (!mounted) return null;
  return createPortal(
    <>
      <StyledBackdrop $open={open} $duration={theme.motion.normal} onClick={onClose} aria-hidden="true" />
      <StyledPanel
        ref={panelRef}
        $open={open}
        $side={side}
        role="dialog"
        aria-modal="true"
        aria-labelledby={titleId}
        aria-describedby={description ? descriptionId : undefined}
        tabIndex={-1}
        onKeyDown={handleKeyDown}
      >
        <StyledOverlayHeader>
          <StyledOverlayTitle id={titleId}>{title}</StyledOverlayTitle>
          {description && <StyledOverlayDescription id={descriptionId}>{description}</StyledOverlayDescription>}
        </StyledOverlayHeader>
        {children}
        <StyledCloseButton type="button" aria-label="Close" onClick={onClose}>
          <CloseIcon />
        </StyledCloseButton>
      </StyledPanel>
    </>,
    document.body,
  );
}
