import { Link } from 'react-router-dom';
import styled from 'styled-components';
import { Button, Card } from 'mfe-shared';

const SHORTCUTS = [
  { label: 'User Management', to: '/admin/users' },
  { label: 'Product Management', to: '/admin/products' },
  { label: 'Vendor-Buyer Connections', to: '/admin/associations' },
  { label: 'System Settings', to: '/admin/settings' },
] as const;

const StyledShortcuts = styled(Card)`
  h2 {
    margin: 0 0 ${({ theme }) => theme.space.lg};
    font-size: ${({ theme }) => theme.font.size.lg};
  }
`;

const StyledList = styled.ul`
  display: grid;
  grid-template-columns: repeat(4, 1fr);
  gap: ${({ theme }) => theme.space.md};
  margin: 0;
  padding: 0;
  list-style: none;

  @media (max-width: ${({ theme }) => theme.breakpoint.mobile}) {
    grid-template-columns: repeat(2, 1fr);
  }

  a {
    width: 100%;
    height: 100%;
    text-decoration: none;
  }
`;

/** The admin's four shortcut buttons (SPEC.md 2.8). */
export function Shortcuts() {
  return (
    <StyledShortcuts aria-labelledby="admin-shortcuts-title">
      <h2 id="admin-shortcuts-title">Administration</h2>
      <StyledList>
        {SHORTCUTS.map((shortcut) => (
          <li key={shortcut.to}>
            <Button as={Link} to={shortcut.to} $variant="secondary">
              {shortcut.label}
            </Button>
          </li>
        ))}
      </StyledList>
    </StyledShortcuts>
  );
}
