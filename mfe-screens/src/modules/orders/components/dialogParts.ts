import styled from 'styled-components';

/** The order page's dialog forms: their fields one under another. */
export const DialogForm = styled.form`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space.lg};
`;

/** A row of buttons at the end of a form or a panel, wrapping on a narrow screen. */
export const ButtonRow = styled.div`
  display: flex;
  flex-wrap: wrap;
  justify-content: flex-end;
  gap: ${({ theme }) => theme.space.sm};
`;
