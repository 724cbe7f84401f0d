import styled from 'styled-components';

const StyledIcon = styled.svg`
  width: ${({ theme }) => theme.size.icon};
  height: ${({ theme }) => theme.size.icon};
  flex-shrink: 0;
`;

/** The × of close buttons (decorative: the button carries aria-label="Close"). */
export function CloseIcon() {
  return (
    <StyledIcon viewBox="0 0 24 24" fill="none" stroke="currentColor" strokeWidth="2" aria-hidden="true">
      <path d="M18 6 6 18M6 6l12 12" />
    </StyledIcon>
  );
}
