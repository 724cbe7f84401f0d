import { NavLink } from 'react-router-dom';
import styled from 'styled-components';
import { dashboardPath, type Role } from 'mfe-shared';
import { Icon, type IconName } from './icons';
import { StyledCount } from './headerParts';
import { StyledSrOnly } from './srOnly';
import { useUnreadCounts } from './unreadCounts';

export type MobileBottomBarProps = {
  role: Role;
  website: string;
  menuOpen: boolean;
  onOpenMenu: () => void;
};

const StyledBar = styled.nav`
  display: none;
  @media (max-width: ${({ theme }) => theme.breakpoint.mobile}) {
    position: fixed;
    left: 0;
    right: 0;
    bottom: 0;
    z-index: ${({ theme }) => theme.zIndex.sticky};
    display: flex;
    height: ${({ theme }) => theme.layout.bottomBarHeight};
    background: ${({ theme }) => theme.color.surface};
    border-top: 1px solid ${({ theme }) => theme.color.border};
  }
`;

const itemStyles = `
  position: relative;
  flex: 1;
  display: flex;
  flex-direction: column;
  align-items: center;
  justify-content: center;
  border: 0;
  background: transparent;
  font: inherit;
  text-decoration: none;
  cursor: pointer;
`;

const StyledItem = styled(NavLink)`
  ${itemStyles}
  gap: ${({ theme }) => theme.space.xs};
  color: ${({ theme }) => theme.color.muted};
  font-size: ${({ theme }) => theme.font.size.xs};
  &[aria-current='page'] {
    color: ${({ theme }) => theme.color.primary};
    font-weight: ${({ theme }) => theme.font.weight.semibold};
  }
  /* After the label in the text (the name reads "Messages 3 unread"), drawn on the icon's corner. */
  ${StyledCount} {
    top: ${({ theme }) => theme.space.xs};
    right: auto;
    left: calc(50% + ${({ theme }) => theme.space.xs});
  }
`;

const StyledExternal = styled.a`
  ${itemStyles}
  gap: ${({ theme }) => theme.space.xs};
  color: ${({ theme }) => theme.color.muted};
  font-size: ${({ theme }) => theme.font.size.xs};
`;

const StyledButton = styled.button`
  ${itemStyles}
  gap: ${({ theme }) => theme.space.xs};
  color: ${({ theme }) => theme.color.muted};
  font-size: ${({ theme }) => theme.font.size.xs};
`;

const StyledText = styled.span`
  max-width: 100%;
  overflow: hidden;
  text-overflow: ellipsis;
  white-space: nowrap;
`;

const StyledIconWrap = styled.span`
  position: relative;
  display: inline-flex;
  font-size: ${({ theme }) => theme.font.size.lg};
`;

/** The mobile bottom bar of SPEC.md 2.5: Home, Dashboard, Orders, Products, Messages, Menu. */
export function MobileBottomBar({ role, website, menuOpen, onOpenMenu }: MobileBottomBarProps) {
  const { messages } = useUnreadCounts();
  const links: { label: string; to: string; icon: IconName; count?: number }[] = [
    { label: 'Dashboard', to: dashboardPath(role), icon: 'dashboard' },
    { label: 'Orders', to: '/orders', icon: 'orders' },
    { label: 'Products', to: `/${role}/products`, icon: 'products' },
    { label: 'Messages', to: `/${role}/messages`, icon: 'messages', count: messages },
  ];
  return (
    <StyledBar aria-label="Quick navigation">
      <StyledExternal href={website} target="_blank" rel="noopener noreferrer" aria-label="Home (opens the public website in a new tab)">
        <StyledIconWrap>
          <Icon name="home" />
        </StyledIconWrap>
        <StyledText>Home</StyledText>
      </StyledExternal>
      {links.map((link) => (
        // The visible text is the accessible name (WCAG 2.5.3 label in name): "Messages 3 unread".
        <StyledItem key={link.label} to={link.to}>
          <StyledIconWrap>
            <Icon name={link.icon} />
          </StyledIconWrap>
          <StyledText>{link.label}</StyledText>
          {link.count ? (
            <StyledCount>
              {link.count > 99 ? '99+' : link.count}
              <StyledSrOnly> unread</StyledSrOnly>
            </StyledCount>
          ) : null}
        </StyledItem>
      ))}
      <StyledButton aria-haspopup="dialog" aria-expanded={menuOpen} onClick={onOpenMenu}>
        <StyledIconWrap>
          <Icon name="menu" />
        </StyledIconWrap>
        <StyledText>Menu</StyledText>
      </StyledButton>
    </StyledBar>
  );
}
