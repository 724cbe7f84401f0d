import { useCallback, useEffect, useRef } from 'react';
import styled from 'styled-components';
import { ToastItem } from './ToastItem';
import { TOAST_HOTKEY, type ToastInput } from './types';

export type ShownToast = ToastInput & { id: number };

export type ToastViewportProps = { toast: ShownToast | null; onDismiss: () => void };

const StyledRegion = styled.section`
  position: fixed;
  z-index: ${({ theme }) => theme.zIndex.toast};
  top: 0;
  right: 0;
  width: 100%;
  padding: ${({ theme }) => theme.space.lg};
  pointer-events: none;
  outline: none;

  /* At the top, over the header's right end: never over a form's or a dialog's buttons (Send,
     Save), nor the mobile bottom bar. */
  @media (min-width: ${({ theme }) => theme.breakpoint.mobile}) {
    max-width: ${({ theme }) => theme.size.toastMaxWidth};
  }
  &:focus-visible {
    outline: 2px solid ${({ theme }) => theme.color.focus};
    outline-offset: -2px;
  }
`;

const StyledList = styled.ol`
  list-style: none;
  margin: 0;
  padding: 0;
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space.sm};
`;

/** The landmark F8 focuses (SPEC.md 9); it holds at most one toast. */
export function ToastViewport({ toast, onDismiss }: ToastViewportProps) {
  const regionRef = useRef<HTMLElement>(null);
  const returnFocusRef = useRef<HTMLElement | null>(null);

  useEffect(() => {
    function handleKeyDown(event: KeyboardEvent) {
      if (event.key !== TOAST_HOTKEY || event.altKey || event.ctrlKey || event.metaKey || event.shiftKey) return;
      event.preventDefault();
      const region = regionRef.current;
      if (!region) return;
      if (!region.contains(document.activeElement)) {
        returnFocusRef.current = document.activeElement instanceof HTMLElement ? document.activeElement : null;
      }
      region.focus();
    }
    document.addEventListener('keydown', handleKeyDown);
    return () => document.removeEventListener('keydown', handleKeyDown);
  }, []);

  const handleDismiss = useCallback(() => {
    const region = regionRef.current;
    const hadFocus = !!region && region.contains(document.activeElement);
    onDismiss();
    if (!hadFocus) return;
    // Closing the toast removes the focused element: go back to where the user was before F8.
    const target = returnFocusRef.current;
    returnFocusRef.current = null;
    if (target && target.isConnected) target.focus();
    else region?.focus();
  }, [onDismiss]);

  return (
    <StyledRegion ref={regionRef} role="region" aria-label={`Notifications (${TOAST_HOTKEY})`} tabIndex={-1}>
      <StyledList>{toast && <ToastItem key={toast.id} toast={toast} onDismiss={handleDismiss} />}</StyledList>
    </StyledRegion>
  );
}
