import styled from 'styled-components';
import { Icon } from './icons';

// The header's search box and bell as they look before the GraphQL client is here (what the first
// signed-in render draws, issue 22), and the styles the live ones share with them.

export const SEARCH_LABEL = 'Search orders, products and specifications';
export const SEARCH_PLACEHOLDER = 'Search orders, products, specifications...';

export const StyledBell = styled.div`
  position: relative;
`;

export const StyledIconButton = styled.button`
  position: relative;
  display: inline-flex;
  align-items: center;
  justify-content: center;
  padding: ${({ theme }) => theme.space.sm};
  border: 0;
  border-radius: ${({ theme }) => theme.radius.md};
  background: transparent;
  color: ${({ theme }) => theme.color.text};
  font-size: ${({ theme }) => theme.font.size.md};
  cursor: pointer;
  &:hover {
    background: ${({ theme }) => theme.color.hover};
  }
`;

export const StyledCount = styled.span`
  position: absolute;
  top: 0;
  right: 0;
  min-width: ${({ theme }) => theme.size.badge};
  height: ${({ theme }) => theme.size.badge};
  padding: 0 ${({ theme }) => theme.space.xs};
  border-radius: ${({ theme }) => theme.radius.pill};
  background: ${({ theme }) => theme.color.destructive.bg};
  color: ${({ theme }) => theme.color.destructive.fg};
  font-weight: ${({ theme }) => theme.font.weight.semibold};
  line-height: ${({ theme }) => theme.size.badge};
  font-size: ${({ theme }) => theme.font.size.xs};
  text-align: center;
`;

export const StyledSearch = styled.div`
  position: relative;
  flex: 0 1 calc(${({ theme }) => theme.layout.sidebarWidth} * 1.75);
  min-width: 0;
`;

export const StyledField = styled.div`
  display: flex;
  align-items: center;
  gap: ${({ theme }) => theme.space.sm};
  padding: ${({ theme }) => `${theme.space.xs} ${theme.space.md}`};
  border: 1px solid ${({ theme }) => theme.color.border};
  border-radius: ${({ theme }) => theme.radius.md};
  background: ${({ theme }) => theme.color.background};
  color: ${({ theme }) => theme.color.muted};
  &:focus-within {
    border-color: ${({ theme }) => theme.color.focus};
  }
  input {
    flex: 1;
    min-width: 0;
    border: 0;
    background: transparent;
    font: inherit;
    color: ${({ theme }) => theme.color.text};
    padding: ${({ theme }) => theme.space.xs} 0;
    outline: none;
  }
`;

/** The search box, at its size, until its code and the client are here. */
export function SearchPlaceholder() {
  return (
    <StyledSearch role="search">
      <StyledField>
        <Icon name="search" />
        <input type="search" aria-label={SEARCH_LABEL} placeholder={SEARCH_PLACEHOLDER} disabled />
      </StyledField>
    </StyledSearch>
  );
}

/** The bell, at its size, until its code and the client are here. */
export function BellPlaceholder() {
  return (
    <StyledBell>
      <StyledIconButton
        aria-label="Notifications"
        aria-haspopup="dialog"
        aria-expanded={false}
        disabled
      >
        <Icon name="bell" />
      </StyledIconButton>
    </StyledBell>
  );
}
