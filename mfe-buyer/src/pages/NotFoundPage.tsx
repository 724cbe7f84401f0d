import { Link } from 'react-router-dom';
import styled from 'styled-components';
import { Card } from 'mfe-shared';

const StyledNotFound = styled(Card)`
  max-width: 560px;
  margin: ${({ theme }) => theme.space.xxl} auto;
  text-align: center;
`;

/** A buyer-area path with no screen: the not-found screen, inside the layout. */
export function NotFoundPage() {
  return (
    <StyledNotFound aria-labelledby="buyer-not-found-title">
      <h2 id="buyer-not-found-title">404 Page Not Found</h2>
      <p>This page does not exist in the buyer area.</p>
      <Link to="/buyer/dashboard">Back to the dashboard</Link>
    </StyledNotFound>
  );
}
