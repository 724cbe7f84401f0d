import type { ReactNode } from 'react';
import styled from 'styled-components';

export type PageHeadingProps = {
  title: ReactNode;
  /** One line under the title, e.g. what the page lists. */
  description?: ReactNode;
  /** The page's buttons or links, at the row's end (below the title on a narrow screen). */
  actions?: ReactNode;
  /** A link back to where the page was opened from, above the title. */
  back?: ReactNode;
  /** Status badges beside the title (outside the heading, so its name is the title alone). */
  badges?: ReactNode;
};

const StyledHeading = styled.header`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  justify-content: space-between;
  gap: ${({ theme }) => theme.space.md};

  h2 {
    margin: 0;
    font-size: ${({ theme }) => theme.font.size.xl};
  }
  p {
    margin: 0;
    color: ${({ theme }) => theme.color.muted};
  }
`;

const StyledTitle = styled.div`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space.xs};
`;

const StyledTitleRow = styled.div`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  gap: ${({ theme }) => theme.space.md};
`;

const StyledActions = styled.div`
  display: flex;
  flex-wrap: wrap;
  gap: ${({ theme }) => theme.space.sm};
`;

/**
 * A screen's title row: title, an optional description and the screen's actions. The title is an
 * h2: the layout header carries the page's one h1.
 */
export function PageHeading({ title, description, actions, back, badges }: PageHeadingProps) {
  return (
    <StyledHeading>
      <StyledTitle>
        {back}
        {badges ? (
          <StyledTitleRow>
            <h2>{title}</h2>
            {badges}
          </StyledTitleRow>
        ) : (
          <h2>{title}</h2>
        )}
        {description && <p>{description}</p>}
      </StyledTitle>
      {actions && <StyledActions>{actions}</StyledActions>}
    </StyledHeading>
  );
}

/** A screen: its heading, filters and sections stacked with the theme's spacing. */
export const PageStack = styled.div`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space.xl};
`;
