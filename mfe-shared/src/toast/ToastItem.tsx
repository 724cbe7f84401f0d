import { useEffect, useRef, useState, type KeyboardEvent, type PointerEvent } from 'react';
import styled, { css, keyframes } from 'styled-components';
import { TOAST_DURATION_MS, TOAST_SWIPE_THRESHOLD_PX, type ToastInput } from './types';

export type ToastItemProps = { toast: ToastInput; onDismiss: () => void };

const slideIn = keyframes`
  from { opacity: 0; transform: translateY(100%); }
  to { opacity: 1; transform: translateY(0); }
`;

const StyledToast = styled.li<{ $destructive: boolean; $swiping: boolean }>`
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
  pointer-events: auto;
  touch-action: none;
  user-select: ${({ $swiping }) => ($swiping ? 'none' : 'auto')};
  transition: ${({ theme, $swiping }) => ($swiping ? 'none' : `transform ${theme.motion.normal} ease-out`)};
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
  &:hover,
  &:focus-visible {
    opacity: 1;
  }
  svg {
    width: ${({ theme }) => theme.size.icon};
    height: ${({ theme }) => theme.size.icon};
  }
`;

/**
 * One toast: auto-closes after 5000 ms (paused while hovered or focused, so it can be read and
 * reached with F8), closes on Escape, on Close, or when dragged more than 50 px to the right.
 */
export function ToastItem({ toast, onDismiss }: ToastItemProps) {
  const destructive = toast.variant === 'destructive';
  const [hovered, setHovered] = useState(false);
  const [focused, setFocused] = useState(false);
  const [offset, setOffset] = useState(0);
  const remainingRef = useRef(TOAST_DURATION_MS);
  const startXRef = useRef<number | null>(null);
  const offsetRef = useRef(0);
  const paused = hovered || focused;

  useEffect(() => {
    if (paused) return;
    const startedAt = Date.now();
    const timer = window.setTimeout(onDismiss, remainingRef.current);
    return () => {
      window.clearTimeout(timer);
      remainingRef.current = Math.max(0, remainingRef.current - (Date.now() - startedAt));
    };
  }, [paused, onDismiss]);

  function moveTo(x: number) {
    offsetRef.current = x;
    setOffset(x);
  }

  function handlePointerDown(event: PointerEvent<HTMLLIElement>) {
    if (event.button !== 0) return;
    startXRef.current = event.clientX;
  }

  function handlePointerMove(event: PointerEvent<HTMLLIElement>) {
    if (startXRef.current === null) return;
    const delta = Math.max(0, event.clientX - startXRef.current);
    // Capture only once a drag starts, so a plain click still reaches the Close button.
    if (delta > 0 && !event.currentTarget.hasPointerCapture(event.pointerId)) {
      event.currentTarget.setPointerCapture(event.pointerId);
    }
    moveTo(delta);
  }

  function handlePointerEnd() {
    if (startXRef.current === null) return;
    startXRef.current = null;
    if (offsetRef.current > TOAST_SWIPE_THRESHOLD_PX) onDismiss();
    else moveTo(0);
  }

  function handleKeyDown(event: KeyboardEvent<HTMLLIElement>) {
    if (event.key === 'Escape') {
      event.stopPropagation();
      onDismiss();
    }
  }

  return (
    <StyledToast
      $destructive={destructive}
      $swiping={offset > 0}
      role={destructive ? 'alert' : 'status'}
      aria-live={destructive ? 'assertive' : 'polite'}
      aria-atomic="true"
      data-variant={toast.variant ?? 'default'}
      style={offset ? { transform: `translateX(${offset}px)` } : undefined}
      onPointerEnter={() => setHovered(true)}
      onPointerLeave={() => setHovered(false)}
      onFocus={() => setFocused(true)}
      onBlur={(event) => {
        if (!event.currentTarget.contains(event.relatedTarget as Node | null)) setFocused(false);
      }}
      onPointerDown={handlePointerDown}
      onPointerMove={handlePointerMove}
      onPointerUp={handlePointerEnd}
      onPointerCancel={handlePointerEnd}
      onKeyDown={handleKeyDown}
    >
      <div>
        <StyledTitle>{toast.title}</StyledTitle>
        {toast.description && <StyledDescription>{toast.description}</StyledDescription>}
      </div>
      <StyledClose type="button" aria-label="Close" onClick={onDismiss}>
        <svg viewBox="0 0 24 24" fill="none" stroke="currentColor" strokeWidth="2" aria-hidden="true">
          <path d="M18 6 6 18M6 6l12 12" />
        </svg>
      </StyledClose>
    </StyledToast>
  );
}
