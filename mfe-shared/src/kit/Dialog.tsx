import { useId, useRef, type ReactNode } from 'react';
import { createPortal } from 'react-dom';
import styled, { keyframes, useTheme } from 'styled-components';
import { CloseIcon } from './icons';
import {
  durationMs,
  StyledBackdrop,
  StyledCloseButton,
  StyledOverlayDescription,
  StyledOverlayFooter,
  StyledOverlayHeader,
  StyledOverlayTitle,
} from './overlayParts';
import { useModalFocus } from './useModalFocus';
import { useMountTransition } from './useMountTransition';

export type DialogProps = {
  open: boolean;
  /** Called on Escape, the Close button and a click outside. */
  onClose: () => void;
  title: ReactNode;
  description?: ReactNode;
  children?: ReactNode;
  /** Buttons shown in the footer row. */
  actions?: ReactNode;
  /** Hide the × button (e.g. a confirm dialog whose buttons already close it). */
  hideCloseButton?: boolean;
  /** role="alertdialog" for confirmations that interrupt the user. */
  role?: 'dialog' | 'alertdialog';
  /** A wider panel for tables (e.g. an import preview). */
  wide?: boolean;
};

const zoomIn = keyframes`
  from { opacity: 0; transform: translate(-50%, -48%) scale(0.96); }
  to { opacity: 1; transform: translate(-50%, -50%) scale(1); }
`;
const zoomOut = keyframes`
  from { opacity: 1; transform: translate(-50%, -50%) scale(1); }
  to { opacity: 0; transform: translate(-50%, -48%) scale(0.96); }
`;

const StyledPanel = styled.div<{ $open: boolean; $wide?: boolean }>`
  position: fixed;
  top: 50%;
  left: 50%;
  z-index: ${({ theme }) => theme.zIndex.overlay};
  width: calc(100% - ${({ theme }) => theme.space.xl} * 2);
  max-width: ${({ theme, $wide }) => ($wide ? theme.size.dialogWideWidth : theme.size.dialogWidth)};
  max-height: calc(100vh - ${({ theme }) => theme.space.xxl} * 2);
  overflow-y: auto;
  padding: ${({ theme }) => theme.space.xl};
  border: 1px solid ${({ theme }) => theme.color.border};
  border-radius: ${({ theme }) => theme.radius.lg};
  background: ${({ theme }) => theme.color.surface};
  color: ${({ theme }) => theme.color.text};
  box-shadow: ${({ theme }) => theme.shadow.overlay};
  transform: translate(-50%, -50%);
  animation: ${({ $open }) => ($open ? zoomIn : zoomOut)} ${({ theme }) => theme.motion.normal} ease forwards;
  &:focus {
    outline: none;
  }
  @media (prefers-reduced-motion: reduce) {
    animation-duration: 1ms;
  }
`;

/**
 * A centred modal: role="dialog", aria-modal, labelled by its title; Escape, the × and a click
 * outside close it; focus stays inside and returns to the opener.
 */
export function Dialog({ open, onClose, title, description, children, actions, hideCloseButton, role = 'dialog', wide }: DialogProps) {
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
        $wide={wide}
        role={role}
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
        {actions && <StyledOverlayFooter>{actions}</StyledOverlayFooter>}
        {!hideCloseButton && (
          <StyledCloseButton type="button" aria-label="Close" onClick={onClose}>
            <CloseIcon />
          </StyledCloseButton>
        )}
      </StyledPanel>
    </>,
    document.body,
  );
}
