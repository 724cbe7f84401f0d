import { useLayoutEffect, useRef, useState, type ReactNode } from 'react';
import styled from 'styled-components';

export type TruncatedTextProps = {
  /** The whole text, shown on hover (title) and when the cell has keyboard focus. */
  text: string;
  /** What the cell shows (a link, say); the text itself when absent. */
  children?: ReactNode;
};

const FOCUSABLE = 'a[href], button, input, select, textarea, [tabindex]:not([tabindex="-1"])';

// One clamped line that may break anywhere: the cell needs next to no width at least (so a
// narrow table shrinks it instead of overflowing its card) and takes the whole text's width when
// there is room; the cut falls at a word where it can.
const StyledTruncated = styled.span`
  display: -webkit-box;
  -webkit-box-orient: vertical;
  -webkit-line-clamp: 1;
  min-width: ${({ theme }) => theme.size.cellTextMin};
  max-width: ${({ theme }) => theme.size.cellText};
  overflow: hidden;
  overflow-wrap: anywhere;
  &:focus-within {
    display: block;
  }
`;

/**
 * One line of a table cell, cut with an ellipsis when it is longer than the cell's room; the
 * whole text shows on hover and, since a cut value takes keyboard focus (or holds a link that
 * does), unfolds while focused.
 */
export function TruncatedText({ text, children }: TruncatedTextProps) {
  const ref = useRef<HTMLSpanElement>(null);
  const [cut, setCut] = useState(false);
  const [holdsControl, setHoldsControl] = useState(false);

  useLayoutEffect(() => {
    const element = ref.current;
    if (!element) return;
    // While unfolded by focus it is not cut; keep what it was so focus is not taken away.
    const measure = () => {
      if (!element.matches(':focus-within'))
        setCut(
          element.scrollHeight > element.clientHeight || element.scrollWidth > element.clientWidth,
        );
      setHoldsControl(element.querySelector(FOCUSABLE) !== null);
    };
    measure();
    const observer = new ResizeObserver(measure);
    observer.observe(element);
    return () => observer.disconnect();
  }, [text]);

  const focusable = cut && !holdsControl;
  return (
    <StyledTruncated ref={ref} title={cut ? text : undefined} tabIndex={focusable ? 0 : undefined}>
      {children ?? text}
    </StyledTruncated>
  );
}
