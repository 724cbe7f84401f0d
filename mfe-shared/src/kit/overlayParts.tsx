import styled, { keyframes } from 'styled-components';

export const fadeIn = keyframes`from { opacity: 0; } to { opacity: 1; }`;
export const fadeOut = keyframes`from { opacity: 1; } to { opacity: 0; }`;

/** The dimmed layer behind every modal; clicking it closes the overlay. */
export const StyledBackdrop = styled.div<{ $open: boolean; $duration: string }>`
  position: fixed;
  inset: 0;
  z-index: ${({ theme }) => theme.zIndex.overlay};
  background: ${({ theme }) => theme.color.backdrop};
  animation: ${({ $open }) => ($open ? fadeIn : fadeOut)} ${({ $duration }) => $duration} ease forwards;
  @media (prefers-reduced-motion: reduce) {
    animation-duration: 1ms;
  }
`;

export const StyledOverlayTitle = styled.h2`
  margin: 0;
  font-size: ${({ theme }) => theme.font.size.lg};
  font-weight: ${({ theme }) => theme.font.weight.semibold};
  line-height: 1.3;
`;

export const StyledOverlayDescription = styled.p`
  margin: ${({ theme }) => theme.space.xs} 0 0;
  font-size: ${({ theme }) => theme.font.size.sm};
  color: ${({ theme }) => theme.color.muted};
`;

export const StyledOverlayHeader = styled.header`
  margin-bottom: ${({ theme }) => theme.space.lg};
  padding-right: ${({ theme }) => theme.space.xl};
`;

/** Action row at the bottom of a dialog: stacked on phones, right-aligned from small screens. */
export const StyledOverlayFooter = styled.footer`
  display: flex;
  flex-direction: column-reverse;
  gap: ${({ theme }) => theme.space.sm};
  margin-top: ${({ theme }) => theme.space.xl};
  @media (min-width: ${({ theme }) => theme.breakpoint.small}) {
    flex-direction: row;
    justify-content: flex-end;
  }
`;

export const StyledCloseButton = styled.button`
  position: absolute;
  top: ${({ theme }) => theme.space.md};
  right: ${({ theme }) => theme.space.md};
  display: inline-flex;
  padding: ${({ theme }) => theme.space.xs};
  border: none;
  border-radius: ${({ theme }) => theme.radius.sm};
  background: transparent;
  color: ${({ theme }) => theme.color.muted};
  cursor: pointer;
  &:hover {
    color: ${({ theme }) => theme.color.text};
    background: ${({ theme }) => theme.color.hover};
  }
`;

/** Parses a theme duration ('500ms' or '0.5s') into milliseconds for timers. */
export function durationMs(value: string): number {
  const amount = parseFloat(value);
  return value.endsWith('ms') ? amount : amount * 1000;
}
