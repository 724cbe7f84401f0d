import type { ReactNode } from 'react';
import styled from 'styled-components';

export type ProductPageHeadingProps = { title: string; description?: ReactNode; actions?: ReactNode };

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
    margin: ${({ theme }) => theme.space.xs} 0 0;
    color: ${({ theme }) => theme.color.muted};
  }
`;

const StyledActions = styled.div`
  display: flex;
  flex-wrap: wrap;
  gap: ${({ theme }) => theme.space.sm};
`;

/** A product screen's own title row (the layout header carries the page title). */
export function ProductPageHeading({ title, description, actions }: ProductPageHeadingProps) {
  return (
    <StyledHeading>
      <div>
        <h2>{title}</h2>
        {description && <p>{description}</p>}
      </div>
      {actions && <StyledActions>{actions}</StyledActions>}
    </StyledHeading>
  );
}

/** A product screen: heading, filters and content stacked with the theme's spacing. */
export const StyledProductScreen = styled.div`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space.xl};
`;
