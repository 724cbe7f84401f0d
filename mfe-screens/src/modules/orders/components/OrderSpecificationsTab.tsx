import { useQuery } from '@apollo/client/react';
import { Link } from 'react-router-dom';
import styled from 'styled-components';
import { EmptyState, ErrorPanel, fileCountLabel, formatSpecDate, SkeletonText } from 'mfe-shared';
import { OrdersOrderSpecificationsDocument } from 'mfe-shared/operations';

export type OrderSpecificationsTabProps = { productId: number; productName: string };

const StyledList = styled.ul`
  margin: 0;
  padding: 0;
  list-style: none;
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space.md};
`;

const StyledItem = styled.li`
  padding: ${({ theme }) => theme.space.lg};
  border: 1px solid ${({ theme }) => theme.color.border};
  border-radius: ${({ theme }) => theme.radius.md};
  h4 {
    margin: 0 0 ${({ theme }) => theme.space.xs};
    font-size: ${({ theme }) => theme.font.size.md};
  }
`;

const StyledMeta = styled.p`
  margin: 0 0 ${({ theme }) => theme.space.sm};
  font-size: ${({ theme }) => theme.font.size.sm};
  color: ${({ theme }) => theme.color.muted};
`;

const StyledDetails = styled.p`
  margin: 0;
  font-size: ${({ theme }) => theme.font.size.sm};
  white-space: pre-wrap;
  display: -webkit-box;
  -webkit-line-clamp: 3;
  -webkit-box-orient: vertical;
  overflow: hidden;
`;

/** The specifications of the order's product, each linking to its detail screen. */
export function OrderSpecificationsTab({ productId, productName }: OrderSpecificationsTabProps) {
  const { data, loading, error, refetch } = useQuery(OrdersOrderSpecificationsDocument, { variables: { productId } });
  if (loading && !data) return <SkeletonText lines={4} />;
  if (error && !data) {
    return <ErrorPanel title="Failed to load specifications" message={error.message} onRetry={() => void refetch()} />;
  }
  const specs = data?.specifications.nodes ?? [];
  if (specs.length === 0) {
    return <EmptyState title="No Specifications Found" text={`${productName} has no specifications yet.`} />;
  }
  return (
    <StyledList aria-label="Specifications">
      {specs.map((spec) => (
        <StyledItem key={spec.id}>
          <h4>
            <Link to={`/specifications/${spec.id}`}>{spec.title}</Link>
          </h4>
          <StyledMeta>
            {[spec.category, `by ${spec.createdBy.name}`, `updated ${formatSpecDate(spec.updatedAt)}`, fileCountLabel(spec.attachmentCount)]
              .filter(Boolean)
              .join(' · ')}
          </StyledMeta>
          <StyledDetails>{spec.details}</StyledDetails>
        </StyledItem>
      ))}
    </StyledList>
  );
}
