import { css } from 'styled-components';

/** The look shared by Input, TextArea and Select; aria-invalid="true" turns the border red. */
export const controlStyles = css`
  width: 100%;
  min-height: ${({ theme }) => theme.size.control};
  padding: ${({ theme }) => `${theme.space.sm} ${theme.space.md}`};
  border: 1px solid ${({ theme }) => theme.color.border};
  border-radius: ${({ theme }) => theme.radius.md};
  background: ${({ theme }) => theme.color.surface};
  color: ${({ theme }) => theme.color.text};
  font: inherit;
  transition: border-color ${({ theme }) => theme.motion.fast};

  &::placeholder {
    color: ${({ theme }) => theme.color.muted};
  }
  &:focus-visible {
    outline: 2px solid ${({ theme }) => theme.color.focus};
    outline-offset: 0;
    border-color: ${({ theme }) => theme.color.primary};
  }
  &:disabled {
    background: ${({ theme }) => theme.color.surfaceMuted};
    cursor: not-allowed;
    opacity: 0.7;
  }
  &[aria-invalid='true'] {
    border-color: ${({ theme }) => theme.color.danger};
  }
`;
