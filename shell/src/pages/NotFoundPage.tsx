import { Link } from 'react-router-dom';
import styled from 'styled-components';
import { Card, dashboardPath, useSession } from 'mfe-shared';

const StyledPage = styled.main`
  min-height: 100vh;
  display: flex;
  align-items: center;
  justify-content: center;
  padding: ${({ theme }) => theme.space.lg};
`;

const StyledCard = styled(Card)`
  max-width: ${({ theme }) => theme.size.dialogWidth};
  text-align: center;
  h1 {
    margin-top: 0;
    font-size: ${({ theme }) => theme.font.size.xl};
  }
  p {
    color: ${({ theme }) => theme.color.muted};
  }
`;

/** Any unknown path (SPEC.md 2.1 and 8). */
export function NotFoundPage() {
  const { user } = useSession();
  return (
    <StyledPage>
      <StyledCard>
        <h1>404 Page Not Found</h1>
        <p>Did you forget to add the page to the router?</p>
        <Link to={user ? dashboardPath(user.role) : '/'}>{user ? 'Go to your dashboard' : 'Go to the home page'}</Link>
      </StyledCard>
    </StyledPage>
  );
}
