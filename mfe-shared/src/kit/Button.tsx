import styled, { css } from 'styled-components';

export type ButtonProps = { $variant?: 'primary' | 'secondary' | 'destructive' | 'ghost' };

export const Button = styled.button.attrs<ButtonProps>((props) => ({ type: props.type ?? 'button' }))<ButtonProps>`
  display: inline-flex;
  align-items: center;
  justify-content: center;
  gap: ${({ theme }) => theme.space.sm};
  padding: ${({ theme }) => `${theme.space.sm} ${theme.space.lg}`};
  border-radius: ${({ theme }) => theme.radius.md};
  border: 1px solid transparent;
  font: inherit;
  font-weight: 600;
  text-decoration: none;
  cursor: pointer;
  ${({ theme, $variant = 'primary' }) =>
    ({
      primary: css`
        background: ${theme.color.primary};
        color: ${theme.color.primaryText};
      `,
      secondary: css`
        background: ${theme.color.surface};
        color: ${theme.color.text};
        border-color: ${theme.color.border};
      `,
      destructive: css`
        background: ${theme.color.destructive.bg};
        color: ${theme.color.destructive.fg};
      `,
      ghost: css`
        background: transparent;
        color: ${theme.color.text};
      `,
    })[$variant]}
  &:disabled {
    opacity: 0.6;
    cursor: not-allowed;
  }
`;
