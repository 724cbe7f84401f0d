import { useQuery } from '@apollo/client/react';
import { zodResolver } from '@hookform/resolvers/zod';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import styled from 'styled-components';
import { z } from 'zod';
import { apiRequest, Button, ConfirmDialog, EmptyState, ErrorPanel, formatSpecDate, FormField, Input, type OrdersOrderDocumentsQuery, refusalText, showServerErrors, SkeletonText, uploadWithProgress, useToast } from 'mfe-shared';
import { OrdersOrderDocumentsDocument } from 'mfe-shared/operations';
import { explainableMessage } from '../utils/errors';
import { OrderIcon } from './OrderIcon';
import { ProgressBar } from './ProgressBar';

type Document = OrdersOrderDocumentsQuery['orderDocuments'][number];

export type OrderDocumentsTabProps = { orderCode: string };

const StyledForm = styled.form`
  display: grid;
  grid-template-columns: 1fr 1fr auto;
  align-items: end;
  gap: ${({ theme }) => theme.space.md};
  margin-bottom: ${({ theme }) => theme.space.lg};
  @media (max-width: ${({ theme }) => theme.breakpoint.mobile}) {
    grid-template-columns: 1fr;
  }
`;

const StyledProgress = styled.div`
  margin-bottom: ${({ theme }) => theme.space.lg};
`;

const StyledList = styled.ul`
  margin: 0;
  padding: 0;
  list-style: none;
  display: flex;
  flex-direction: column;
`;

const StyledItem = styled.li`
  display: flex;
  align-items: center;
  gap: ${({ theme }) => theme.space.md};
  padding: ${({ theme }) => `${theme.space.md} 0`};
  border-bottom: 1px solid ${({ theme }) => theme.color.border};
  &:last-child {
    border-bottom: none;
  }
`;

const StyledInfo = styled.div`
  flex: 1;
  min-width: 0;
  strong {
    display: block;
    overflow-wrap: anywhere;
  }
`;

const StyledMeta = styled.span`
  display: block;
  font-size: ${({ theme }) => theme.font.size.sm};
  color: ${({ theme }) => theme.color.muted};
`;

const StyledLinkButton = styled.a`
  display: inline-flex;
  align-items: center;
  gap: ${({ theme }) => theme.space.xs};
  padding: ${({ theme }) => `${theme.space.sm} ${theme.space.md}`};
  border: 1px solid ${({ theme }) => theme.color.border};
  border-radius: ${({ theme }) => theme.radius.md};
  color: ${({ theme }) => theme.color.text};
  font-weight: ${({ theme }) => theme.font.weight.semibold};
  text-decoration: none;
  &:hover {
    background: ${({ theme }) => theme.color.hover};
  }
`;

const HELP = 'PDF, images, Excel and ZIP files (up to 25 MB).';

/** A file and an optional description; its type, size and content are the server's to check. */
const uploadSchema = z.object({
  file: z.custom<FileList | null>().refine((files) => Boolean(files?.length), 'Please select a file to upload'),
  description: z.string().trim(),
});

type UploadValues = z.infer<typeof uploadSchema>;

/** The order's documents: upload with a progress bar, list, download and delete (DECISIONS.md 1). */
export function OrderDocumentsTab({ orderCode }: OrderDocumentsTabProps) {
  const { toast } = useToast();
  const form = useForm<UploadValues>({
    defaultValues: { file: null, description: '' },
    resolver: zodResolver(uploadSchema),
  });
  const { errors } = form.formState;
  const file = form.watch('file')?.[0] ?? null;
  const [progress, setProgress] = useState<number | null>(null);
  const [toDelete, setToDelete] = useState<Document | null>(null);
  const [deleting, setDeleting] = useState(false);
  const { data, loading, error, refetch } = useQuery(OrdersOrderDocumentsDocument, {
    variables: { orderIdOrCode: orderCode },
  });

  async function handleUpload(values: UploadValues) {
    const chosen = values.file![0];
    const body = new FormData();
    // Fields before the file: the server reads the description as the parts arrive.
    body.append('description', values.description);
    body.append('file', chosen);
    setProgress(0);
    try {
      await uploadWithProgress({
        url: `/api/orders/${encodeURIComponent(orderCode)}/documents`,
        form: body,
        onProgress: setProgress,
      });
      toast({ title: 'File uploaded', description: `${chosen.name} was added to ${orderCode}.` });
      form.reset();
      await refetch();
    } catch (uploadError) {
      toast({
        title: 'Upload failed',
        description: refusalText(showServerErrors(form, uploadError), (uploadError as Error).message),
        variant: 'destructive',
      });
    } finally {
      setProgress(null);
    }
  }

  async function handleDelete() {
    if (!toDelete) return;
    setDeleting(true);
    try {
      await apiRequest('DELETE', `/api/attachments/${toDelete.id}`);
      toast({ title: 'Attachment deleted', description: `${toDelete.fileName} was deleted.` });
      setToDelete(null);
      await refetch();
    } catch (deleteError) {
      toast({
        title: 'Delete failed',
        description: explainableMessage(deleteError) ?? 'The document could not be deleted. Please try again.',
        variant: 'destructive',
      });
    } finally {
      setDeleting(false);
    }
  }

  const documents = data?.orderDocuments ?? [];
  const uploading = progress !== null;

  return (
    <div>
      <StyledForm onSubmit={form.handleSubmit(handleUpload)} aria-label="Upload a document" noValidate>
        <FormField label="File" hint={HELP} error={errors.file?.message}>
          <Input
            type="file"
            accept=".pdf,.png,.jpg,.jpeg,.gif,.webp,.svg,.xls,.xlsx,.csv,.zip,.rar,.7z,.doc,.docx,.txt"
            {...form.register('file')}
          />
        </FormField>
        <FormField label="Description (optional)" error={errors.description?.message}>
          <Input {...form.register('description')} />
        </FormField>
        <Button type="submit" disabled={uploading}>
          <OrderIcon name="upload" />
          {uploading ? 'Uploading...' : 'Upload'}
        </Button>
      </StyledForm>
      {uploading && (
        <StyledProgress>
          <ProgressBar value={progress} label={`Uploading ${file?.name ?? 'file'}`} />
        </StyledProgress>
      )}
      {loading && !data ? (
        <SkeletonText lines={3} />
      ) : error && !data ? (
        <ErrorPanel title="Failed to load documents" message={error.message} onRetry={() => void refetch()} />
      ) : documents.length === 0 ? (
        <EmptyState
          icon={<OrderIcon name="file" />}
          title="No Documents Yet"
          text="Upload tech packs, sample photos, invoices or shipping papers for this order."
        />
      ) : (
        <StyledList aria-label="Documents">
          {documents.map((document) => (
            <StyledItem key={document.id}>
              <OrderIcon name="file" />
              <StyledInfo>
                <strong>{document.fileName}</strong>
                <StyledMeta>
                  {[document.fileSize, document.fileType, `${document.uploadedBy.name}, ${formatSpecDate(document.uploadedAt)}`]
                    .filter(Boolean)
                    .join(' · ')}
                </StyledMeta>
                {document.description && <StyledMeta>{document.description}</StyledMeta>}
              </StyledInfo>
              <StyledLinkButton href={document.downloadUrl} download aria-label={`Download ${document.fileName}`}>
                <OrderIcon name="download" />
                Download
              </StyledLinkButton>
              <Button $variant="ghost" aria-label={`Delete ${document.fileName}`} onClick={() => setToDelete(document)}>
                <OrderIcon name="trash" />
              </Button>
            </StyledItem>
          ))}
        </StyledList>
      )}
      <ConfirmDialog
        open={toDelete !== null}
        title="Delete document?"
        text={toDelete ? `${toDelete.fileName} will be removed from this order.` : undefined}
        confirmLabel={deleting ? 'Deleting...' : 'Delete'}
        destructive
        pending={deleting}
        onConfirm={() => void handleDelete()}
        onCancel={() => setToDelete(null)}
      />
    </div>
  );
}
