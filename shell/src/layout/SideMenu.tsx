import { NavLink } from 'react-router-dom';
import styled from 'styled-components';
import { Avatar, Button, menuFor, roleLabel, type SessionUser } from 'mfe-shared';
import { Icon, menuIconOf } from './icons';
import { StyledSrOnly } from './srOnly';
import { useLogout } from './useLogout';
import { useUnreadCounts } from './unreadCounts';

export type SideMenuProps = {
  user: SessionUser;
  productName: string;
  website: string;
  /** Called after a link is followed (closes the mobile menus). */
  onNavigate?: () => void;
};

const StyledMenu = styled.div`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space.lg};
  height: 100%;
  padding: ${({ theme }) => theme.space.lg};
`;

const StyledLogo = styled.a`
  display: flex;
  align-items: center;
  gap: ${({ theme }) => theme.space.sm};
  font-weight: ${({ theme }) => theme.font.weight.bold};
  font-size: ${({ theme }) => theme.font.size.lg};
  color: ${({ theme }) => theme.color.text};
  text-decoration: none;
  min-width: 0;
`;

/** The product's name on one line, cut with an ellipsis in the sidebar's width (the whole name is the title). */
const StyledLogoName = styled.span`
  min-width: 0;
  overflow: hidden;
  text-overflow: ellipsis;
  white-space: nowrap;
`;

const StyledLogoMark = styled.span`
  display: inline-flex;
  flex: none;
  align-items: center;
  justify-content: center;
  padding: ${({ theme }) => theme.space.xs};
  border-radius: ${({ theme }) => theme.radius.md};
  background: ${({ theme }) => theme.color.primary};
  color: ${({ theme }) => theme.color.primaryText};
`;

const StyledList = styled.ul`
  list-style: none;
  margin: 0;
  padding: 0;
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space.xs};
`;

const StyledLink = styled(NavLink)`
  display: flex;
  align-items: center;
  gap: ${({ theme }) => theme.space.md};
  padding: ${({ theme }) => `${theme.space.sm} ${theme.space.md}`};
  border-radius: ${({ theme }) => theme.radius.md};
  color: ${({ theme }) => theme.color.text};
  text-decoration: none;
  &:hover {
    background: ${({ theme }) => theme.color.hover};
  }
  &[aria-current='page'] {
    background: ${({ theme }) => theme.color.blue.bg};
    color: ${({ theme }) => theme.color.blue.fg};
    font-weight: ${({ theme }) => theme.font.weight.semibold};
  }
`;

const StyledBadge = styled.span`
  margin-left: auto;
  min-width: ${({ theme }) => theme.size.badge};
  padding: 0 ${({ theme }) => theme.space.sm};
  border-radius: ${({ theme }) => theme.radius.pill};
  background: ${({ theme }) => theme.color.primary};
  color: ${({ theme }) => theme.color.primaryText};
  font-size: ${({ theme }) => theme.font.size.sm};
  font-weight: ${({ theme }) => theme.font.weight.semibold};
  text-align: center;
`;

const StyledUser = styled.div`
  margin-top: auto;
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space.md};
  padding-top: ${({ theme }) => theme.space.lg};
  border-top: 1px solid ${({ theme }) => theme.color.border};
`;

const StyledIdentity = styled.div`
  display: flex;
  align-items: center;
  gap: ${({ theme }) => theme.space.md};
  min-width: 0;
`;

const StyledWho = styled.div`
  display: flex;
  flex-direction: column;
  min-width: 0;
  strong,
  span {
    overflow: hidden;
    text-overflow: ellipsis;
    white-space: nowrap;
  }
  span {
    color: ${({ theme }) => theme.color.muted};
    font-size: ${({ theme }) => theme.font.size.sm};
  }
`;

/** The full side menu of SPEC.md 2.5: used by the desktop sidebar and the mobile drawers. */
export function SideMenu({ user, productName, website, onNavigate }: SideMenuProps) {
  const counts = useUnreadCounts();
  const { logout, pending } = useLogout();
  const items = menuFor(user.role);

  return (
    <StyledMenu>
      <StyledLogo
        href={website}
        target="_blank"
        rel="noopener noreferrer"
        aria-label={`${productName} website (opens in a new tab)`}
        title={productName}
      >
        <StyledLogoMark>
          <Icon name="products" />
        </StyledLogoMark>
        <StyledLogoName>{productName}</StyledLogoName>
      </StyledLogo>
      <nav aria-label="Main">
        <StyledList>
          {items.map((item) => {
            const unread = item.badge === 'messages' ? counts.messages : 0;
            return (
              <li key={item.path}>
                {/* The visible text is the accessible name (WCAG 2.5.3 label in name): "Messages 3 unread". */}
                <StyledLink to={item.path} onClick={onNavigate}>
                  <Icon name={menuIconOf(item.label)} />
                  {item.label}
                  {unread > 0 && (
                    <StyledBadge>
                      {unread}
                      <StyledSrOnly> unread</StyledSrOnly>
                    </StyledBadge>
                  )}
                </StyledLink>
              </li>
            );
          })}
          {user.role === 'admin' && (
            <li>
              <StyledLink to="/admin/settings" end onClick={onNavigate}>
                <Icon name="settings" />
                Settings
              </StyledLink>
            </li>
          )}
        </StyledList>
      </nav>
      <StyledUser>
        <StyledIdentity>
          <Avatar name={user.name} initials={user.avatarInitials} decorative />
          <StyledWho>
            <strong>{user.name}</strong>
            <span>{roleLabel(user.role)}</span>
            {user.company && <span>{user.company}</span>}
          </StyledWho>
        </StyledIdentity>
        <StyledLink to="/profile" onClick={onNavigate}>
          <Icon name="settings" />
          Profile &amp; API
        </StyledLink>
        <Button $variant="secondary" onClick={() => void logout()} disabled={pending}>
          <Icon name="logout" />
          {pending ? 'Logging out...' : 'Logout'}
        </Button>
      </StyledUser>
    </StyledMenu>
  );
}
