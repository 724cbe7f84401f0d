import { useId, useRef, useState, type PointerEvent, type ReactNode } from 'react';
import { createPortal } from 'react-dom';
import styled, { keyframes, useTheme } from 'styled-components';
import { CloseIcon } from './icons';
import { durationMs, StyledBackdrop, StyledCloseButton, StyledOverlayTitle } from './overlayParts';
import { useModalFocus } from './useModalFocus';
import { useMountTransition } from './useMountTransition';

export type DrawerProps = {
  open: boolean;
  onClose: () => void;
  /** Labels the dialog; visually hidden with hideTitle (e.g. the shell's mobile 'Menu'). */
  title: ReactNode;
  hideTitle?: boolean;
  children?: ReactNode;
};

/** Dragging the panel down by more than this share of its height closes it. */
const CLOSE_DRAG_RATIO = 0.25;

const slideUp = keyframes`from { transform: translateY(100%); } to { transform: translateY(0); }`;
const slideDown = keyframes`from { transform: translateY(0); } to { transform: translateY(100%); }`;

const StyledPanel = styled.div<{ $open: boolean; $dragging: boolean }>`
  position: fixed;
  left: 0;
  right: 0;
  bottom: 0;
  z-index: ${({ theme }) => theme.zIndex.overlay};
  display: flex;
  flex-direction: column;
  max-height: ${({ theme }) => theme.size.drawerMaxHeight};
  padding: ${({ theme }) => `${theme.space.md} ${theme.space.lg} ${theme.space.xl}`};
  border-top-left-radius: ${({ theme }) => theme.radius.lg};
  border-top-right-radius: ${({ theme }) => theme.radius.lg};
  background: ${({ theme }) => theme.color.surface};
  color: ${({ theme }) => theme.color.text};
  box-shadow: ${({ theme }) => theme.shadow.overlay};
  animation: ${({ $open }) => ($open ? slideUp : slideDown)} ${({ theme }) => `${theme.motion.drawer} ${theme.motion.easing}`}
    forwards;
  transition: ${({ $dragging, theme }) => ($dragging ? 'none' : `translate ${theme.motion.normal} ease-out`)};
  &:focus {
    outline: none;
  }
  @media (prefers-reduced-motion: reduce) {
    animation-duration: 1ms;
  }
`;

const StyledHandleArea = styled.div`
  display: flex;
  justify-content: center;
  padding: ${({ theme }) => theme.space.xs} 0 ${({ theme }) => theme.space.md};
  touch-action: none;
  cursor: grab;
`;

const StyledHandle = styled.div`
  width: ${({ theme }) => theme.size.drawerHandle.width};
  height: ${({ theme }) => theme.size.drawerHandle.height};
  border-radius: ${({ theme }) => theme.radius.pill};
  background: ${({ theme }) => theme.color.controlOff};
`;

const StyledTitle = styled(StyledOverlayTitle)<{ $hidden: boolean }>`
  margin-bottom: ${({ theme }) => theme.space.md};
  ${({ $hidden }) =>
    $hidden &&
    `position: absolute; width: 1px; height: 1px; margin: -1px; padding: 0; overflow: hidden;
     clip: rect(0 0 0 0); white-space: nowrap; border: 0;`}
`;

const StyledBody = styled.div`
  overflow-y: auto;
`;

/**
 * A bottom drawer with a drag handle (used by the shell's mobile Menu): slides up in 0.5 s
 * (SPEC.md 9), closes on Escape, the ×, a click outside or dragging the handle down.
 */
export function Drawer({ open, onClose, title, hideTitle = false, children }: DrawerProps) {
  const theme = useTheme();
  const mounted = useMountTransition(open, durationMs(theme.motion.drawer));
  const panelRef = useRef<HTMLDivElement>(null);
  const handleKeyDown = useModalFocus(panelRef, open, onClose);
  const titleId = useId();
  const startYRef = useRef<number | null>(null);
  const [drag, setDrag] = useState(0);

  function handlePointerDown(event: PointerEvent<HTMLDivElement>) {
    if (event.button !== 0) return;
    startYRef.current = event.clientY;
    event.currentTarget.setPointerCapture(event.pointerId);
  }

  function handlePointerMove(event: PointerEvent<HTMLDivElement>) {
    if (startYRef.current === null) return;
    setDrag(Math.max(0, event.clientY - startYRef.current));
  }

  function handlePointerUp() {
    if (startYRef.current === null) return;
    startYRef.current = null;
    const height = panelRef.current?.offsetHeight ?? 0;
    if (height > 0 && drag > height * CLOSE_DRAG_RATIO) onClose();
    setDrag(0);
  }

  if (!mounted) return null;
  return createPortal(
    <>
      <StyledBackdrop $open={open} $duration={theme.motion.drawer} onClick={onClose} aria-hidden="true" />
      <StyledPanel
        ref={panelRef}
        $open={open}
        $dragging={drag > 0}
        style={drag ? { translate: `0 ${drag}px` } : undefined}
        role="dialog"
        aria-modal="true"
        aria-labelledby={titleId}
        tabIndex={-1}
        onKeyDown={handleKeyDown}
      >
        <StyledHandleArea
          aria-hidden="true"
          data-drawer-handle=""
          onPointerDown={handlePointerDown}
          onPointerMove={handlePointerMove}
          onPointerUp={handlePointerUp}
          onPointerCancel={handlePointerUp}
        >
          <StyledHandle />
        </StyledHandleArea>
        <StyledTitle id={titleId} $hidden={hideTitle}>
          {title}
        </StyledTitle>
        <StyledBody>{children}</StyledBody>
        <StyledCloseButton type="button" aria-label="Close" onClick={onClose}>
          <CloseIcon />
        </StyledCloseButton>
      </StyledPanel>
    </>,
    document.body,
  );
}
