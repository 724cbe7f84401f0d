import { useApolloClient } from '@apollo/client/react';
import { useEffect, useRef, useState, type ChangeEvent } from 'react';
import styled from 'styled-components';
import { ApiError, apiRequest, Button, Dialog, formatCount, SortableTable, type TableColumn, uploadWithProgress, useToast } from 'mfe-shared';
import { ProgressBar } from '../orders/components/ProgressBar';

export type ImportKind = 'products' | 'orders';

type ImportColumn = { key: string; label: string; required: boolean; help: string };
type ImportRow = { row: number; values: Record<string, string>; errors: string[] };
/** The server's answer to POST /api/{kind}/import (see graphql-api/src/modules/imports). */
type ImportReport = {
  dryRun: boolean;
  valid: boolean;
  imported: number;
  columns: string[];
  rows: ImportRow[];
  errors: string[];
  created: string[];
};

export type ImportCsvDialogProps = {
  kind: ImportKind;
  open: boolean;
  onClose: () => void;
};

const NOUN: Record<ImportKind, string> = { products: 'product', orders: 'order' };
const plural = (count: number, noun: string) =>
  `${formatCount(count)} ${noun}${count === 1 ? '' : 's'}`;

const StyledBody = styled.div`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space.lg};
`;

const StyledRow = styled.div`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  gap: ${({ theme }) => theme.space.md};
`;

const StyledHelp = styled.ul`
  margin: 0;
  padding-left: ${({ theme }) => theme.space.xl};
  color: ${({ theme }) => theme.color.muted};
  font-size: ${({ theme }) => theme.font.size.sm};
`;

const StyledAlert = styled.div<{ $tone: 'red' | 'green' }>`
  padding: ${({ theme }) => theme.space.md};
  border-radius: ${({ theme }) => theme.radius.md};
  background: ${({ theme, $tone }) => theme.color[$tone].bg};
  color: ${({ theme, $tone }) => theme.color[$tone].fg};
  font-size: ${({ theme }) => theme.font.size.sm};
`;

const StyledErrors = styled.ul`
  margin: 0;
  padding-left: ${({ theme }) => theme.space.lg};
  color: ${({ theme }) => theme.color.danger};
`;

const StyledOk = styled.span`
  color: ${({ theme }) => theme.color.green.fg};
`;

/** The server's plain message for a failed call, or the error's own. */
function messageOf(error: unknown): string {
  if (error instanceof ApiError) return error.serverMessage ?? error.message;
  return (error as Error).message;
}

/** The report a 400 from a refused import carries (rows re-checked on commit), if any. */
function reportOf(error: unknown): ImportReport | null {
  if (!(error instanceof ApiError)) return null;
  try {
    const body = JSON.parse(error.body) as Partial<ImportReport>;
    return Array.isArray(body.rows) ? (body as ImportReport) : null;
  } catch {
    return null;
  }
}

/**
 * Import CSV (issue 10): pick a file, the server checks every row (a dry run) and the preview
 * lists each row with its errors in plain words; Import sends the same file again and the server
 * writes every row in one transaction, or none.
 */
export function ImportCsvDialog({ kind, open, onClose }: ImportCsvDialogProps) {
  const client = useApolloClient();
  const { toast } = useToast();
  const fileRef = useRef<HTMLInputElement>(null);
  const [columns, setColumns] = useState<ImportColumn[]>([]);
  const [file, setFile] = useState<File | null>(null);
  const [report, setReport] = useState<ImportReport | null>(null);
  const [problem, setProblem] = useState<string | null>(null);
  const [progress, setProgress] = useState<{ label: string; value: number } | null>(null);
  const noun = NOUN[kind];

  useEffect(() => {
    if (!open || columns.length) return;
    apiRequest<Record<ImportKind, ImportColumn[]>>('GET', '/api/imports/columns')
      .then((all) => setColumns(all[kind]))
      .catch((error: unknown) => setProblem(messageOf(error)));
  }, [open, kind, columns.length]);

  function reset() {
    setFile(null);
    setReport(null);
    setProblem(null);
    setProgress(null);
    if (fileRef.current) fileRef.current.value = '';
  }

  function handleClose() {
    reset();
    onClose();
  }

  async function send(chosen: File, dryRun: boolean): Promise<ImportReport> {
    const form = new FormData();
    form.append('file', chosen);
    setProgress({ label: dryRun ? 'Checking the file' : 'Importing', value: 0 });
    try {
      return await uploadWithProgress<ImportReport>({
        url: `/api/${kind}/import${dryRun ? '?dryRun=1' : ''}`,
        form,
        onProgress: (value) =>
          setProgress({ label: dryRun ? 'Checking the file' : 'Importing', value }),
      });
    } finally {
      setProgress(null);
    }
  }

  async function handleFile(event: ChangeEvent<HTMLInputElement>) {
    const chosen = event.target.files?.[0] ?? null;
    setReport(null);
    setProblem(null);
    setFile(chosen);
    if (!chosen) return;
    try {
      setReport(await send(chosen, true));
    } catch (error) {
      setProblem(messageOf(error));
    }
  }

  async function handleImport() {
    if (!file) return;
    try {
      const done = await send(file, false);
      toast({ title: 'Import complete', description: `${plural(done.imported, noun)} imported.` });
      await client.refetchQueries({ include: 'active' });
      handleClose();
    } catch (error) {
      const refused = reportOf(error);
      if (refused) setReport(refused);
      setProblem(messageOf(error));
    }
  }

  const failing = report?.rows.filter((row) => row.errors.length).length ?? 0;
  const tableColumns: TableColumn<ImportRow>[] = [
    { key: 'row', header: 'Row', render: (row) => row.row },
    ...(report?.columns ?? []).map((key) => ({
      key,
      header: columns.find((c) => c.key === key)?.label ?? key,
      render: (row: ImportRow) => row.values[key] ?? '',
    })),
    {
      key: 'errors',
      header: 'Check',
      render: (row) =>
        row.errors.length ? (
          <StyledErrors>
            {row.errors.map((error) => (
              <li key={error}>{error}</li>
            ))}
          </StyledErrors>
        ) : (
          <StyledOk>OK</StyledOk>
        ),
    },
  ];

  return (
    <Dialog
      open={open}
      onClose={handleClose}
      wide
      title={kind === 'products' ? 'Import products from CSV' : 'Import orders from CSV'}
      description="Pick a CSV file: every row is checked first, and nothing is imported unless every row is valid."
      actions={
        <>
          <Button $variant="secondary" onClick={handleClose}>
            Cancel
          </Button>
          <Button
            onClick={() => void handleImport()}
            disabled={!report?.valid || progress !== null}
          >
            {report?.valid ? `Import ${plural(report.rows.length, noun)}` : 'Import'}
          </Button>
        </>
      }
    >
      <StyledBody>
        <StyledRow>
          <label>
            <span>CSV file </span>
            <input
              ref={fileRef}
              type="file"
              accept=".csv,text/csv"
              onChange={(event) => void handleFile(event)}
            />
          </label>
          <a href={`/api/${kind}/import/template.csv`} download>
            Download template
          </a>
        </StyledRow>
        {columns.length > 0 && (
          <StyledHelp aria-label="Columns">
            {columns.map((column) => (
              <li key={column.key}>
                <code>{column.key}</code>: {column.help}
              </li>
            ))}
          </StyledHelp>
        )}
        {progress && <ProgressBar value={progress.value} label={progress.label} />}
        {problem && (
          <StyledAlert $tone="red" role="alert">
            {problem}
          </StyledAlert>
        )}
        {report && (
          <>
            <StyledAlert $tone={report.valid ? 'green' : 'red'} role="status">
              {report.valid
                ? `${plural(report.rows.length, 'row')} checked: ready to import.`
                : `${plural(failing, 'row')} of ${formatCount(report.rows.length)} ${failing === 1 ? 'has' : 'have'} errors. Fix the file and choose it again; nothing was imported.`}
            </StyledAlert>
            <SortableTable
              caption="Import preview"
              columns={tableColumns}
              rows={report.rows}
              rowKey={(row) => row.row}
            />
          </>
        )}
      </StyledBody>
    </Dialog>
  );
}
