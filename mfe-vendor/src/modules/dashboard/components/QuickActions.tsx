import { Link } from 'react-router-dom';
import styled from 'styled-components';
import { Button, Card } from 'mfe-shared';

const ACTIONS = [
  { label: 'Update Order', to: '/vendor/update-order' },
  { label: 'Add Product', to: '/vendor/products/new' },
  { label: 'Messages', to: '/vendor/messages' },
  { label: 'Specifications', to: '/vendor/specifications' },
] as const;

const StyledActions = styled(Card)`
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
    text-decoration: none;
  }
`;

/** The vendor's four quick buttons (SPEC.md 2.7). */
export function QuickActions() {
  return (
    <StyledActions aria-labelledby="vendor-quick-actions-title">
      <h2 id="vendor-quick-actions-title">Quick Actions</h2>
      <StyledList>
        {ACTIONS.map((action) => (
          <li key={action.to}>
            <Button as={Link} to={action.to} $variant="secondary">
              {action.label}
            </Button>
          </li>
        ))}
      </StyledList>
    </StyledActions>
  );
}
