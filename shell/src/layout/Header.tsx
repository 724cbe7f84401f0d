import { useNavigate } from 'react-router-dom';
import styled from 'styled-components';
import { Button, roleLabel, type Role } from 'mfe-shared';
import { StyledIconButton } from './headerParts';
import { Icon } from './icons';
import { HeaderSearch, NotificationBell } from './live';

export type HeaderProps = {
  role: Role;
  title: string;
  menuOpen: boolean;
  onOpenMenu: () => void;
};

const StyledHeader = styled.header`
  position: sticky;
  top: 0;
  z-index: ${({ theme }) => theme.zIndex.sticky};
  display: flex;
  align-items: center;
  gap: ${({ theme }) => theme.space.md};
  min-height: ${({ theme }) => theme.layout.headerHeight};
  padding: 0 ${({ theme }) => theme.space.xl};
  background: ${({ theme }) => theme.color.surface};
  border-bottom: 1px solid ${({ theme }) => theme.color.border};
  @media (max-width: ${({ theme }) => theme.breakpoint.mobile}) {
    padding: 0 ${({ theme }) => theme.space.md};
  }
`;

const StyledTitle = styled.h1`
  margin: 0;
  margin-right: auto;
  font-size: ${({ theme }) => theme.font.size.lg};
  white-space: nowrap;
  overflow: hidden;
  text-overflow: ellipsis;
`;

/** Desktop-only pieces (the search box). */
const StyledDesktop = styled.div`
  display: contents;
  @media (max-width: ${({ theme }) => theme.breakpoint.mobile}) {
    display: none;
  }
`;

/** The sidebar toggle: only under the mobile breakpoint. */
const StyledMenuToggle = styled(StyledIconButton)`
  display: none;
  @media (max-width: ${({ theme }) => theme.breakpoint.mobile}) {
    display: inline-flex;
  }
`;

const StyledActionLabel = styled.span`
  @media (max-width: ${({ theme }) => theme.breakpoint.mobile}) {
    display: none;
  }
`;

/** The header action of SPEC.md 2.5: buyers and admins only. */
const ACTION_OF: Partial<Record<Role, { label: string; to: string; icon: 'plus' | 'settings' }>> = {
  buyer: { label: 'New Order', to: '/orders/new', icon: 'plus' },
  admin: { label: 'System Settings', to: '/admin/settings', icon: 'settings' },
};

/** '{Role} {page title}', the sidebar toggle, search, bell and the role's action (SPEC.md 2.5). */
export function Header({ role, title, menuOpen, onOpenMenu }: HeaderProps) {
  const navigate = useNavigate();
  const action = ACTION_OF[role];
  return (
    <StyledHeader>
      <StyledMenuToggle aria-label="Open menu" aria-haspopup="dialog" aria-expanded={menuOpen} onClick={onOpenMenu}>
        <Icon name="menu" />
      </StyledMenuToggle>
      <StyledTitle>
        {roleLabel(role)} {title}
      </StyledTitle>
      <StyledDesktop>
        <HeaderSearch />
      </StyledDesktop>
      <NotificationBell />
      {action && (
        <Button onClick={() => navigate(action.to)} aria-label={action.label}>
          <Icon name={action.icon} />
          <StyledActionLabel>{action.label}</StyledActionLabel>
        </Button>
      )}
    </StyledHeader>
  );
}
