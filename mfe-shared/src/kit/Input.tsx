import styled from 'styled-components';
import { controlStyles } from './controlStyles';

/** A text input; all input props and the ref pass through. */
export const Input = styled.input`
  ${controlStyles}
`;

/** A multi-line text input; all textarea props and the ref pass through. */
export const TextArea = styled.textarea`
  ${controlStyles}
  min-height: calc(${({ theme }) => theme.size.control} * 2.5);
  resize: vertical;
  line-height: 1.5;
`;

/** A form label. */
export const Label = styled.label`
  display: inline-block;
  font-size: ${({ theme }) => theme.font.size.sm};
  font-weight: ${({ theme }) => theme.font.weight.semibold};
  color: ${({ theme }) => theme.color.text};
`;
