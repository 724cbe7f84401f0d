import { Link } from 'react-router-dom';
import styled from 'styled-components';
import { Card } from './Card';

const StyledNotFound = styled(Card)`
  max-width: 560px;
  margin: ${({ theme }) => theme.space.xxl} auto;
  text-align: center;
`;

export type NotFoundCardProps = {
  /** The area the path is in ('buyer', 'shared'): named in the text and the heading's id. */
  area: string;
  /** Where 'Back to the dashboard' leads. */
  dashboardPath: string;
};

/** A path inside an area (a role's, the shared screens') with no screen: the not-found card, inside the layout. */
export function NotFoundCard({ area, dashboardPath }: NotFoundCardProps) {
  return (
    <StyledNotFound aria-labelledby={`${area}-not-found-title`}>
      <h2 id={`${area}-not-found-title`}>404 Page Not Found</h2>
      <p>This page does not exist in the {area} area.</p>
      <Link to={dashboardPath}>Back to the dashboard</Link>
    </StyledNotFound>
  );
}
