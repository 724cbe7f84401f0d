import { Link } from 'react-router-dom';
import styled from 'styled-components';
import { Button, Card } from 'mfe-shared';

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
    height: 100%;
    text-decoration: none;
  }
`;

export type QuickAction = { label: string; to: string };

export type QuickActionsCardProps = {
  /** The heading's id, unique on the page. */
  id: string;
  title: string;
  actions: readonly QuickAction[];
};

/** A role's four quick buttons on its dashboard (SPEC.md 2.6-2.8): links drawn as buttons. */
export function QuickActionsCard({ id, title, actions }: QuickActionsCardProps) {
  return (
    <StyledActions aria-labelledby={id}>
      <h2 id={id}>{title}</h2>
      <StyledList>
        {actions.map((action) => (
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
