import type { ComponentPropsWithRef } from 'react';
import styled from 'styled-components';
import { controlStyles } from './controlStyles';

export type SelectProps = ComponentPropsWithRef<'select'>;

const StyledWrapper = styled.span`
  position: relative;
  display: block;
  width: 100%;
`;

const StyledSelect = styled.select`
  ${controlStyles}
  appearance: none;
  padding-right: ${({ theme }) => theme.space.xxl};
  cursor: pointer;
`;

const StyledChevron = styled.svg`
  position: absolute;
  top: 50%;
  right: ${({ theme }) => theme.space.md};
  width: ${({ theme }) => theme.size.icon};
  height: ${({ theme }) => theme.size.icon};
  transform: translateY(-50%);
  color: ${({ theme }) => theme.color.muted};
  pointer-events: none;
`;

/** A native select with the kit's look; props (value, onChange, id, aria-*) and ref go to <select>. */
export function Select({ className, style, ...props }: SelectProps) {
  return (
    <StyledWrapper className={className} style={style}>
      <StyledSelect {...props} />
      <StyledChevron viewBox="0 0 24 24" fill="none" stroke="currentColor" strokeWidth="2" aria-hidden="true">
        <path d="m6 9 6 6 6-6" />
      </StyledChevron>
    </StyledWrapper>
  );
}
