import { useMutation, useQuery } from '@apollo/client/react';
import { useState, type FormEvent } from 'react';
import { Link, useNavigate, useParams, useSearchParams } from 'react-router-dom';
import styled from 'styled-components';
import { ApiError, Button, Card, CardHeader, CardTitle, ConfirmDialog, EmptyState, formatSpecDate, FormField, Input, Sheet, SkeletonText, SortableTable, type SpecificationDetailQuery, type TableColumn, uploadWithProgress, useToast } from 'mfe-shared';
import { SpecificationAttachmentDeleteDocument, SpecificationDeleteDocument, SpecificationDetailDocument, SpecificationUpdateDocument } from 'mfe-shared/operations';
import { MeasurementChartForm } from './MeasurementChartForm';
import { type ChartData, MeasurementChartTable } from './MeasurementChartTable';
import { SpecContent } from './SpecContent';
import { SpecVersionDialog } from './SpecVersionDialog';
import { SpecificationForm, type SpecificationFormValues } from './SpecificationForm';
import { copySpecificationLink } from './specLinks';

type Spec = SpecificationDetailQuery['specification'];
type AttachmentRow = Spec['attachments'][number];
type VersionRow = Spec['versions'][number];

/** SPEC.md 9: the first three attachments, then '+N more'. */
const SHOWN_ATTACHMENTS = 3;

const StyledGrid = styled.div`
  display: grid;
  grid-template-columns: minmax(0, 1fr) 300px;
  gap: ${({ theme }) => theme.space.xl};
  @media (max-width: ${({ theme }) => theme.breakpoint.mobile}) {
    grid-template-columns: 1fr;
  }
`;

const StyledStack = styled.div`
  display: grid;
  gap: ${({ theme }) => theme.space.lg};
  align-content: start;
`;

const StyledRow = styled.div`
  display: flex;
  flex-wrap: wrap;
  gap: ${({ theme }) => theme.space.sm};
  align-items: center;
`;

const StyledVersion = styled.li`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  justify-content: space-between;
  gap: ${({ theme }) => theme.space.sm};
  padding: ${({ theme }) => theme.space.xs} 0;
`;

/**
 * The attachments table: it fits its card at every width (names cut, dates on one line). Without
 * `onDelete` (a reader: the server's `mayEdit`), no Delete buttons.
 */
const ATTACHMENT_COLUMNS = (onDelete: ((file: AttachmentRow) => void) | null): TableColumn<AttachmentRow>[] => [
  { key: 'fileName', header: 'File', truncate: (file) => file.fileName },
  { key: 'description', header: 'Description', priority: 'low', truncate: (file) => file.description ?? '-' },
  { key: 'uploadedBy', header: 'Uploaded by', priority: 'low', truncate: (file) => file.uploadedBy.name },
  { key: 'uploadedAt', header: 'Date', nowrap: true, priority: 'medium', render: (file) => formatSpecDate(file.uploadedAt) },
  { key: 'size', header: 'Size', nowrap: true, priority: 'low', render: (file) => (file.url ? 'Link' : file.fileSize) },
  {
    key: 'actions',
    header: 'Actions',
    align: 'right',
    nowrap: true,
    render: (file) => (
      <StyledRow>
        <Button as="a" href={file.downloadUrl} $variant="ghost" aria-label={`Download ${file.fileName}`}>
          Download
        </Button>
        <Button as="a" href={file.viewUrl} target="_blank" rel="noopener noreferrer" $variant="ghost" aria-label={`View ${file.fileName}`}>
          View
        </Button>
        {onDelete && (
          <Button $variant="ghost" onClick={() => onDelete(file)} aria-label={`Delete ${file.fileName}`}>
            Delete
          </Button>
        )}
      </StyledRow>
    ),
  },
];


const StyledProgress = styled.progress`
  width: 100%;
`;

/** /specifications/{id} (SPEC.md 2.9): sections, files, edit mode, versions, delete. */
export function SpecificationDetailPage() {
  const { id } = useParams();
  const specId = Number(id);
  const [params, setParams] = useSearchParams();
  const navigate = useNavigate();
  const { toast } = useToast();
  const { data, loading, error, refetch } = useQuery(SpecificationDetailDocument, {
    variables: { id: specId },
    skip: !Number.isInteger(specId),
  });
  const [update, { loading: saving }] = useMutation(SpecificationUpdateDocument);
  const [remove, { loading: deleting }] = useMutation(SpecificationDeleteDocument);
  const [removeAttachment] = useMutation(SpecificationAttachmentDeleteDocument);
  const [confirmDelete, setConfirmDelete] = useState(false);
  const [attachmentToDelete, setAttachmentToDelete] = useState<AttachmentRow | null>(null);
  const [uploadOpen, setUploadOpen] = useState(false);
  const [showAll, setShowAll] = useState(false);
  const [openVersion, setOpenVersion] = useState<VersionRow | null>(null);
  const [editingChart, setEditingChart] = useState(false);
  const editing = params.get('edit') === '1';
  const setEditing = (on: boolean) => setParams(on ? { edit: '1' } : {}, { replace: true });

  if (!Number.isInteger(specId) || (error && !data)) {
    return (
      <Card>
        <EmptyState
          title="Specification Not Found"
          text="The specification you're looking for doesn't exist or you don't have permission to view it."
          action={
            <Button as={Link} to="/specifications">
              Back to Specifications
            </Button>
          }
        />
      </Card>
    );
  }
  if (loading && !data) return <SkeletonText lines={8} />;
  const spec = data!.specification;

  const handleSave = async (values: SpecificationFormValues) => {
    try {
      await update({ variables: { input: { id: spec.id, expectedVersion: spec.version, ...values } } });
      toast({ title: 'Changes saved' });
      setEditing(false);
      await refetch();
    } catch (err) {
      toast({ title: 'Save failed', description: (err as Error).message, variant: 'destructive' });
      await refetch();
    }
  };

  /** Saves the measurement chart as an edit of the specification (a new version); throws a refusal to the form. */
  const handleChartSave = async (measurementChart: ChartData) => {
    await update({ variables: { input: { id: spec.id, expectedVersion: spec.version, measurementChart } } });
    toast({ title: 'Measurement chart saved' });
    setEditingChart(false);
    await refetch();
  };

  const handleDelete = async () => {
    try {
      await remove({ variables: { id: spec.id } });
      toast({ title: 'Specification deleted' });
      navigate('/specifications');
    } catch (err) {
      toast({ title: 'Delete failed', description: (err as Error).message, variant: 'destructive' });
      setConfirmDelete(false);
    }
  };

  const handleAttachmentDelete = async () => {
    if (!attachmentToDelete) return;
    try {
      await removeAttachment({ variables: { id: attachmentToDelete.id } });
      toast({ title: 'Attachment deleted' });
      await refetch();
    } catch (err) {
      toast({ title: 'Delete failed', description: (err as Error).message, variant: 'destructive' });
    } finally {
      setAttachmentToDelete(null);
    }
  };

  const attachments = showAll ? spec.attachments : spec.attachments.slice(0, SHOWN_ATTACHMENTS);
  const hidden = spec.attachments.length - attachments.length;

  return (
    <StyledGrid>
      <StyledStack>
        <Card>
          <CardHeader>
            <CardTitle>{spec.title}</CardTitle>
            <StyledRow>
              {spec.mayEdit &&
                (editing ? (
                  <Button $variant="secondary" onClick={() => setEditing(false)}>
                    Cancel Editing
                  </Button>
                ) : (
                  <Button $variant="secondary" onClick={() => setEditing(true)}>
                    Edit
                  </Button>
                ))}
              {spec.mayDelete && (
                <Button $variant="destructive" onClick={() => setConfirmDelete(true)}>
                  Delete
                </Button>
              )}
            </StyledRow>
          </CardHeader>
          {editing && spec.mayEdit ? (
            <SpecificationForm
              initial={{
                title: spec.title,
                category: spec.category ?? '',
                description: spec.description ?? '',
                details: spec.details,
                sections: spec.sections.map(({ title, content }) => ({ title, content })),
              }}
              submitLabel="Save Changes"
              pendingLabel="Saving..."
              pending={saving}
              onSubmit={handleSave}
              onCancel={() => setEditing(false)}
              cancelLabel="Cancel Editing"
            />
          ) : (
            <>
              <p>
                {spec.category ?? 'No category'} · version {spec.version}
              </p>
              {spec.description && <p>{spec.description}</p>}
              <SpecContent text={spec.details} />
              {spec.sections.map((section) => (
                <section key={section.id} aria-label={section.title}>
                  <h3>{section.title}</h3>
                  <SpecContent text={section.content} />
                </section>
              ))}
            </>
          )}
        </Card>

        <Card aria-labelledby="measurement-chart-title">
          <CardHeader>
            <CardTitle id="measurement-chart-title">Points of measure</CardTitle>
            {!editingChart && spec.mayEdit && (
              <Button $variant="secondary" onClick={() => setEditingChart(true)}>
                {spec.measurementChart.points.length ? 'Edit chart' : 'Add points of measure'}
              </Button>
            )}
          </CardHeader>
          {editingChart ? (
            <MeasurementChartForm
              initial={spec.measurementChart}
              pending={saving}
              onSubmit={handleChartSave}
              onCancel={() => setEditingChart(false)}
            />
          ) : spec.measurementChart.points.length === 0 ? (
            <EmptyState title="No points of measure yet" text="Add a measurement chart: where to measure, the tolerance and a target per size." />
          ) : (
            <MeasurementChartTable chart={spec.measurementChart} />
          )}
        </Card>

        <Card>
          <CardHeader>
            <CardTitle>Attachments</CardTitle>
            {spec.mayEdit && <Button onClick={() => setUploadOpen(true)}>Upload Attachment</Button>}
          </CardHeader>
          {spec.attachments.length === 0 ? (
            <EmptyState title="No files yet" text="Upload tech packs, size charts or photos." />
          ) : (
            <SortableTable
              caption="Attachments"
              hideCaption
              rows={attachments}
              rowKey={(file) => file.id}
              columns={ATTACHMENT_COLUMNS(spec.mayEdit ? setAttachmentToDelete : null)}
            />
          )}
          {hidden > 0 && (
            <Button $variant="ghost" onClick={() => setShowAll(true)}>
              +{hidden} more
            </Button>
          )}
        </Card>

        <Card>
          <CardTitle>Version history</CardTitle>
          {spec.versions.length === 0 ? (
            <p>No earlier versions.</p>
          ) : (
            <ol>
              {spec.versions.map((v) => (
                <StyledVersion key={v.version}>
                  <span>
                    Version {v.version}: “{v.title}”, replaced {formatSpecDate(v.createdAt)}
                    {v.editedBy ? ` by ${v.editedBy.name}` : ''}
                  </span>
                  <Button $variant="secondary" onClick={() => setOpenVersion(v)} aria-label={`Open version ${v.version}`}>
                    Open
                  </Button>
                </StyledVersion>
              ))}
            </ol>
          )}
        </Card>
      </StyledStack>

      <StyledStack>
        <Card>
          <CardTitle>Product information</CardTitle>
          <p>
            {spec.productName} ({spec.product.sku})
          </p>
          <Link to={`/products/${spec.product.id}`}>View Product Details</Link>
        </Card>
        <Card>
          <CardTitle>Document details</CardTitle>
          <dl>
            <dt>Created by</dt>
            <dd>{spec.createdBy.name}</dd>
            <dt>Created</dt>
            <dd>{formatSpecDate(spec.createdAt)}</dd>
            <dt>Last updated</dt>
            <dd>{formatSpecDate(spec.updatedAt)}</dd>
            <dt>Files</dt>
            <dd>{spec.attachments.length}</dd>
            <dt>Sections</dt>
            <dd>{spec.sections.length}</dd>
          </dl>
        </Card>
        <Card>
          <CardTitle>Actions</CardTitle>
          <StyledStack>
            {spec.attachments.some((a) => !a.url) && (
              <Button as="a" href={`/api/specifications/${spec.id}/attachments.zip`} $variant="secondary">
                Download All
              </Button>
            )}
            <Button $variant="secondary" onClick={() => copySpecificationLink(spec.id, toast)}>
              Copy link
            </Button>
          </StyledStack>
        </Card>
      </StyledStack>

      <UploadSheet
        open={uploadOpen}
        specId={spec.id}
        onClose={() => setUploadOpen(false)}
        onUploaded={async () => {
          setUploadOpen(false);
          await refetch();
        }}
      />
      <SpecVersionDialog version={openVersion} current={spec} onClose={() => setOpenVersion(null)} />
      <ConfirmDialog
        open={confirmDelete}
        title="Delete specification"
        text="The specification, its sections, versions and files will be deleted. This cannot be undone."
        confirmLabel={deleting ? 'Deleting...' : 'Delete Permanently'}
        destructive
        pending={deleting}
        onConfirm={handleDelete}
        onCancel={() => setConfirmDelete(false)}
      />
      <ConfirmDialog
        open={attachmentToDelete !== null}
        title="Delete attachment"
        text={`Delete ${attachmentToDelete?.fileName ?? 'this file'}?`}
        confirmLabel="Delete"
        destructive
        onConfirm={handleAttachmentDelete}
        onCancel={() => setAttachmentToDelete(null)}
      />
    </StyledGrid>
  );
}

type UploadSheetProps = { open: boolean; specId: number; onClose: () => void; onUploaded: () => void };

/** The 'Upload Attachment' side sheet: a file and an optional description, with progress. */
function UploadSheet({ open, specId, onClose, onUploaded }: UploadSheetProps) {
  const { toast } = useToast();
  const [file, setFile] = useState<File | null>(null);
  const [description, setDescription] = useState('');
  const [progress, setProgress] = useState<number | null>(null);

  const handleSubmit = async (event: FormEvent) => {
    event.preventDefault();
    if (!file) {
      toast({ title: 'No file selected', description: 'Please select a file to upload', variant: 'destructive' });
      return;
    }
    setProgress(0);
    try {
      const form = new FormData();
      if (description.trim()) form.append('description', description.trim());
      form.append('file', file);
      await uploadWithProgress({ url: `/api/specifications/${specId}/attachments`, form, onProgress: setProgress });
      toast({ title: 'File uploaded' });
      setFile(null);
      setDescription('');
      onUploaded();
    } catch (err) {
      const message = err instanceof ApiError ? (err.serverMessage ?? err.message) : (err as Error).message;
      toast({ title: 'Upload failed', description: message, variant: 'destructive' });
    } finally {
      setProgress(null);
    }
  };

  return (
    <Sheet open={open} onClose={onClose} title="Upload Attachment" description="PDF, images, Excel, Word or ZIP, up to 25 MB.">
      <form onSubmit={handleSubmit} aria-label="Upload Attachment">
        <StyledStack>
          <FormField label="File">
            <Input type="file" onChange={(e) => setFile(e.target.files?.[0] ?? null)} />
          </FormField>
          <FormField label="Description (optional)">
            <Input value={description} onChange={(e) => setDescription(e.target.value)} />
          </FormField>
          {progress !== null && <StyledProgress value={progress} max={100} aria-label="Upload progress" />}
          <Button type="submit" disabled={progress !== null}>
            {progress !== null ? 'Uploading...' : 'Upload'}
          </Button>
        </StyledStack>
      </form>
    </Sheet>
  );
}
