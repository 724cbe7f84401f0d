import { useMutation, useQuery } from '@apollo/client/react';
import { useState } from 'react';
import { Link } from 'react-router-dom';
import styled from 'styled-components';
import { Button, Card, ConfirmDialog, EmptyState, fileCountLabel, formatSpecDate, Input, Select, SkeletonText, SortableTable, type SpecificationsListQuery, type TableColumn, useSession, useToast } from 'mfe-shared';
import { SpecificationDeleteDocument, SpecificationsListDocument } from 'mfe-shared/operations';
import { SPEC_CATEGORIES } from './SpecificationForm';
import { ActionsMenu } from '../orders/components/ActionsMenu';
import { copySpecificationLink } from './specLinks';

type Row = SpecificationsListQuery['specifications']['nodes'][number];

const StyledBar = styled.div`
  display: flex;
  flex-wrap: wrap;
  gap: ${({ theme }) => theme.space.md};
  align-items: center;
  margin-bottom: ${({ theme }) => theme.space.lg};
  & > :first-child {
    flex: 1 1 240px;
  }
`;

/** /specifications (SPEC.md 2.9): search by title, product or creator; category filter; real actions. */
export function SpecificationsPage() {
  const { user } = useSession();
  const { toast } = useToast();
  const [search, setSearch] = useState('');
  const [category, setCategory] = useState('all');
  const [toDelete, setToDelete] = useState<Row | null>(null);
  const { data, loading, error, fetchMore, refetch } = useQuery(SpecificationsListDocument, {
    variables: { search: search.trim() || null, category: category === 'all' ? null : category, first: 50 },
  });
  const [deleteSpec, { loading: deleting }] = useMutation(SpecificationDeleteDocument);
  const page = data?.specifications;
  const canWrite = user?.capabilities.writeSpecifications ?? false;

  const handleDelete = async () => {
    if (!toDelete) return;
    try {
      await deleteSpec({ variables: { id: toDelete.id } });
      toast({ title: 'Specification deleted' });
      setToDelete(null);
      await refetch();
    } catch (err) {
      toast({ title: 'Delete failed', description: (err as Error).message, variant: 'destructive' });
    }
  };

  const columns: TableColumn<Row>[] = [
    { key: 'title', header: 'Title', sortable: true, render: (r) => <Link to={`/specifications/${r.id}`}>{r.title}</Link> },
    { key: 'productName', header: 'Product', sortable: true, truncate: (r) => r.productName },
    { key: 'category', header: 'Category', sortable: true, render: (r) => r.category ?? '-', hideOnMobile: true, priority: 'low' },
    { key: 'createdBy', header: 'Created by', sortable: true, sortValue: (r) => r.createdBy.name, truncate: (r) => r.createdBy.name, hideOnMobile: true, priority: 'low' },
    { key: 'updatedAt', header: 'Last updated', sortable: true, nowrap: true, sortValue: (r) => new Date(r.updatedAt), render: (r) => formatSpecDate(r.updatedAt) },
    { key: 'attachmentCount', header: 'Files', sortable: true, nowrap: true, priority: 'medium', render: (r) => fileCountLabel(r.attachmentCount) },
    {
      key: 'actions',
      header: 'Actions',
      align: 'right',
      render: (r) => (
        <ActionsMenu
          label={`Actions for ${r.title}`}
          items={[
            { label: 'View Details', to: `/specifications/${r.id}` },
            ...(r.attachmentCount > 0 ? [{ label: 'Download All Files', href: `/api/specifications/${r.id}/attachments.zip` }] : []),
            { label: 'Share', onSelect: () => copySpecificationLink(r.id, toast) },
            ...(canWrite ? [{ label: 'Edit', to: `/specifications/${r.id}?edit=1` }] : []),
            { label: 'Delete', onSelect: () => setToDelete(r) },
          ]}
        />
      ),
    },
  ];

  return (
    <Card>
      <StyledBar>
        <Input type="search" aria-label="Search specifications" placeholder="Search by title, product or creator" value={search} onChange={(e) => setSearch(e.target.value)} />
        <Select aria-label="Category" value={category} onChange={(e) => setCategory(e.target.value)}>
          <option value="all">All categories</option>
          {SPEC_CATEGORIES.map((c) => (
            <option key={c} value={c}>
              {c}
            </option>
          ))}
        </Select>
        {canWrite && (
          <Button as={Link} to="/specifications/new">
            Create Specification
          </Button>
        )}
      </StyledBar>
      {error && <p role="alert">Failed to load specifications: {error.message}</p>}
      {loading && !page ? (
        <SkeletonText lines={6} />
      ) : (
        <SortableTable
          caption="Specifications"
          hideCaption
          columns={columns}
          rows={page?.nodes ?? []}
          rowKey={(r) => r.id}
          empty={<EmptyState title="No Specifications Found" text="Try another search, or create a specification." />}
        />
      )}
      {page?.pageInfo.hasNextPage && (
        <Button $variant="secondary" onClick={() => fetchMore({ variables: { after: page.pageInfo.endCursor } , updateQuery: (prev, { fetchMoreResult }) => ({ specifications: { ...fetchMoreResult.specifications, nodes: [...prev.specifications.nodes, ...fetchMoreResult.specifications.nodes] } }) })}>
          Load more
        </Button>
      )}
      <ConfirmDialog
        open={toDelete !== null}
        title="Delete specification"
        text={`"${toDelete?.title ?? ''}" and its files will be deleted. This cannot be undone.`}
        confirmLabel={deleting ? 'Deleting...' : 'Delete Permanently'}
        destructive
        pending={deleting}
        onConfirm={handleDelete}
        onCancel={() => setToDelete(null)}
      />
    </Card>
  );
}
