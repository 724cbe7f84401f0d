import styled from 'styled-components';

/**
 * The head of an analytics card: its title and description on one side, its tools (view toggle,
 * CSV, pickers) on the other, wrapping under on narrow screens. `$align="end"` lines the tools up
 * with the bottom of the text (pickers with labels above them).
 */
export const CardHeader = styled.header<{ $align?: 'start' | 'end' }>`
  display: flex;
  flex-wrap: wrap;
  align-items: ${({ $align }) => ($align === 'end' ? 'flex-end' : 'flex-start')};
  justify-content: space-between;
  gap: ${({ theme }) => theme.space.md};

  h2 {
    margin: 0;
    font-size: ${({ theme }) => theme.font.size.lg};
  }

  p {
    margin: ${({ theme }) => theme.space.xs} 0 0;
    color: ${({ theme }) => theme.color.muted};
    font-size: ${({ theme }) => theme.font.size.sm};
  }
`;
