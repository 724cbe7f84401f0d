import { useQuery } from '@apollo/client/react';
import { Link } from 'react-router-dom';
import styled from 'styled-components';
import { Button, EmptyState, fileCountLabel, formatSpecDate, SkeletonText } from 'mfe-shared';
import { ProductsSpecificationsDocument } from 'mfe-shared/operations';
import { productErrorMessage } from '../productErrors';

export type ProductSpecificationsListProps = { productId: number };

const StyledList = styled.ul`
  display: flex;
  flex-direction: column;
  margin: 0;
  padding: 0;
  list-style: none;
`;

const StyledItem = styled.li`
  display: flex;
  flex-wrap: wrap;
  align-items: baseline;
  justify-content: space-between;
  gap: ${({ theme }) => theme.space.sm};
  padding: ${({ theme }) => theme.space.md} 0;
  border-bottom: 1px solid ${({ theme }) => theme.color.border};
  &:last-child {
    border-bottom: none;
  }
  a {
    font-weight: ${({ theme }) => theme.font.weight.semibold};
  }
`;

const StyledMeta = styled.span`
  color: ${({ theme }) => theme.color.muted};
  font-size: ${({ theme }) => theme.font.size.sm};
`;

const StyledAlert = styled.div`
  display: flex;
  align-items: center;
  justify-content: space-between;
  gap: ${({ theme }) => theme.space.md};
  padding: ${({ theme }) => theme.space.md};
  border-radius: ${({ theme }) => theme.radius.md};
  background: ${({ theme }) => theme.color.red.bg};
  color: ${({ theme }) => theme.color.red.fg};
`;

/** A product's specifications, each linking to /specifications/{id}. */
export function ProductSpecificationsList({ productId }: ProductSpecificationsListProps) {
  const { data, loading, error, refetch } = useQuery(ProductsSpecificationsDocument, {
    variables: { productId },
  });
  if (loading && !data) {
    return (
      <div aria-busy="true" aria-label="Loading specifications">
        <SkeletonText lines={3} />
      </div>
    );
  }
  if (error && !data) {
    return (
      <StyledAlert role="alert">
        <span>Failed to load specifications: {productErrorMessage(error)}</span>
        <Button $variant="secondary" onClick={() => void refetch()}>
          Retry
        </Button>
      </StyledAlert>
    );
  }
  const specifications = data?.specifications.nodes ?? [];
  if (specifications.length === 0) {
    return <EmptyState title="No Specifications Found" text="This product has no specifications yet." />;
  }
  return (
    <StyledList aria-label="Specifications">
      {specifications.map((spec) => (
        <StyledItem key={spec.id}>
          <Link to={`/specifications/${spec.id}`}>{spec.title}</Link>
          <StyledMeta>
            {[spec.category, spec.createdBy.name, `Updated ${formatSpecDate(spec.updatedAt)}`, fileCountLabel(spec.attachmentCount)]
              .filter(Boolean)
              .join(' · ')}
          </StyledMeta>
        </StyledItem>
      ))}
    </StyledList>
  );
}
