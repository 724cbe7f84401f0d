import { useEffect, useRef, useState, type KeyboardEvent } from 'react';
import styled, { css, keyframes } from 'styled-components';
import { TOAST_DURATION_MS, TOAST_SWIPE_THRESHOLD_PX, type ToastInput } from './types';

export type ToastItemProps = { toast: ToastInput; onDismiss: () => void };

const slideIn = keyframes`
  from { opacity: 0; transform: translateY(100%); }
  to { opacity: 1; transform: translateY(0); }
`;

const StyledToast = styled.li<{ $destructive: boolean; $swiping: boolean; $seeThrough: boolean }>`
  position: relative;
  display: flex;
  align-items: flex-start;
  justify-content: space-between;
  gap: ${({ theme }) => theme.space.lg};
  padding: ${({ theme }) => `${theme.space.lg} ${theme.space.xxl} ${theme.space.lg} ${theme.space.lg}`};
  border: 1px solid ${({ theme }) => theme.color.border};
  border-radius: ${({ theme }) => theme.radius.md};
  box-shadow: ${({ theme }) => theme.shadow.overlay};
  background: ${({ theme }) => theme.color.surface};
  color: ${({ theme }) => theme.color.text};
  /* Clicks go through the toast to the page under it; only its Close button takes the pointer. */
  pointer-events: none;
  opacity: ${({ $seeThrough }) => ($seeThrough ? 0.35 : 1)};
  transition: ${({ theme, $swiping }) =>
    $swiping ? `opacity ${theme.motion.normal}` : `transform ${theme.motion.normal} ease-out, opacity ${theme.motion.normal}`};
  animation: ${slideIn} ${({ theme }) => theme.motion.normal} ease-out;
  ${({ theme, $destructive }) =>
    $destructive &&
    css`
      background: ${theme.color.destructive.bg};
      border-color: ${theme.color.destructive.bg};
      color: ${theme.color.destructive.fg};
    `}
  @media (prefers-reduced-motion: reduce) {
    animation: none;
  }
`;

const StyledTitle = styled.div`
  font-weight: ${({ theme }) => theme.font.weight.semibold};
`;

const StyledDescription = styled.div`
  margin-top: ${({ theme }) => theme.space.xs};
  font-size: ${({ theme }) => theme.font.size.sm};
  opacity: 0.9;
`;

const StyledClose = styled.button`
  position: absolute;
  top: ${({ theme }) => theme.space.sm};
  right: ${({ theme }) => theme.space.sm};
  display: inline-flex;
  padding: ${({ theme }) => theme.space.xs};
  border: none;
  border-radius: ${({ theme }) => theme.radius.sm};
  background: transparent;
  color: inherit;
  opacity: 0.7;
  cursor: pointer;
  pointer-events: auto;
  &:hover,
  &:focus-visible {
    opacity: 1;
  }
  svg {
    width: ${({ theme }) => theme.size.icon};
    height: ${({ theme }) => theme.size.icon};
  }
`;

/** Whether a point lies inside an element's box. */
function inside(element: Element | null, x: number, y: number): boolean {
  if (!element) return false;
  const box = element.getBoundingClientRect();
  return x >= box.left && x <= box.right && y >= box.top && y <= box.bottom;
}

/**
 * One toast: auto-closes after 5000 ms (paused while it holds keyboard focus, e.g. after F8),
 * closes on Escape, on Close, or when dragged more than 50 px to the right.
 *
 * It never blocks the page: the toast lets every click through to what is under it (only its
 * Close button takes the pointer), turns see-through while the pointer is over it so that what
 * is under it shows, and does not pause on hover, so a pointer resting on it cannot keep it open.
 * The swipe is followed from the document, since the toast itself takes no pointer events; a
 * swipe that dismisses swallows the click it would otherwise end in.
 */
export function ToastItem({ toast, onDismiss }: ToastItemProps) {
  const destructive = toast.variant === 'destructive';
  const itemRef = useRef<HTMLLIElement>(null);
  const closeRef = useRef<HTMLButtonElement>(null);
  const [focused, setFocused] = useState(false);
  const [pointerOver, setPointerOver] = useState(false);
  const [offset, setOffset] = useState(0);
  const remainingRef = useRef(TOAST_DURATION_MS);
  const dismissRef = useRef(onDismiss);
  useEffect(() => {
    dismissRef.current = onDismiss;
  }, [onDismiss]);

  useEffect(() => {
    if (focused) return;
    const startedAt = Date.now();
    const timer = window.setTimeout(() => dismissRef.current(), remainingRef.current);
    return () => {
      window.clearTimeout(timer);
      remainingRef.current = Math.max(0, remainingRef.current - (Date.now() - startedAt));
    };
  }, [focused]);

  useEffect(() => {
    let swipe: { pointerId: number; startX: number; offset: number } | null = null;

    function handleMove(event: PointerEvent) {
      const over = inside(itemRef.current, event.clientX, event.clientY) && !inside(closeRef.current, event.clientX, event.clientY);
      setPointerOver(over || swipe !== null);
      if (!swipe || event.pointerId !== swipe.pointerId) return;
      swipe.offset = Math.max(0, event.clientX - swipe.startX);
      setOffset(swipe.offset);
    }
    function handleDown(event: PointerEvent) {
      if (event.button !== 0 || inside(closeRef.current, event.clientX, event.clientY)) return;
      if (inside(itemRef.current, event.clientX, event.clientY)) swipe = { pointerId: event.pointerId, startX: event.clientX, offset: 0 };
    }
    function handleUp(event: PointerEvent) {
      if (!swipe || event.pointerId !== swipe.pointerId) return;
      const swiped = swipe.offset > TOAST_SWIPE_THRESHOLD_PX;
      swipe = null;
      setOffset(0);
      if (!swiped) return;
      // The press and release may land on one control under the toast: that is a swipe, not a click.
      const swallow = (click: MouseEvent) => {
        click.stopPropagation();
        click.preventDefault();
      };
      window.addEventListener('click', swallow, { capture: true, once: true });
      window.setTimeout(() => window.removeEventListener('click', swallow, { capture: true }));
      dismissRef.current();
    }

    document.addEventListener('pointermove', handleMove, true);
    document.addEventListener('pointerdown', handleDown, true);
    document.addEventListener('pointerup', handleUp, true);
    document.addEventListener('pointercancel', handleUp, true);
    return () => {
      document.removeEventListener('pointermove', handleMove, true);
      document.removeEventListener('pointerdown', handleDown, true);
      document.removeEventListener('pointerup', handleUp, true);
      document.removeEventListener('pointercancel', handleUp, true);
    };
  }, []);

  function handleKeyDown(event: KeyboardEvent<HTMLLIElement>) {
    if (event.key === 'Escape') {
      event.stopPropagation();
      onDismiss();
    }
  }

  return (
    <StyledToast
      ref={itemRef}
      $destructive={destructive}
      $swiping={offset > 0}
      $seeThrough={pointerOver && !focused}
      role={destructive ? 'alert' : 'status'}
      aria-live={destructive ? 'assertive' : 'polite'}
      aria-atomic="true"
      data-variant={toast.variant ?? 'default'}
      style={offset ? { transform: `translateX(${offset}px)` } : undefined}
      onFocus={() => setFocused(true)}
      onBlur={(event) => {
        if (!event.currentTarget.contains(event.relatedTarget as Node | null)) setFocused(false);
      }}
      onKeyDown={handleKeyDown}
    >
      <div>
        <StyledTitle>{toast.title}</StyledTitle>
        {toast.description && <StyledDescription>{toast.description}</StyledDescription>}
      </div>
      <StyledClose ref={closeRef} type="button" aria-label="Close" onClick={onDismiss}>
        <svg viewBox="0 0 24 24" fill="none" stroke="currentColor" strokeWidth="2" aria-hidden="true">
          <path d="M18 6 6 18M6 6l12 12" />
        </svg>
      </StyledClose>
    </StyledToast>
  );
}
