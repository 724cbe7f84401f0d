import styled from 'styled-components';
import { Card } from 'mfe-shared';

/** One entry of GET /api/docs/rest (graphql-api/src/docs/rest-paths.ts). */
export type RestParam = {
  name: string;
  in: 'path' | 'query' | 'body' | 'file';
  required?: boolean;
  description: string;
};
export type RestPath = {
  method: 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';
  path: string;
  group: string;
  summary: string;
  access: string;
  params?: RestParam[];
  example?: { path?: string; body?: unknown; csvFile?: string; note?: string };
  answer: { status: number; body?: unknown; note?: string };
};

export type RestPathCardProps = { path: RestPath };

const StyledCard = styled(Card)`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space.md};
  h4 {
    margin: 0;
    display: flex;
    flex-wrap: wrap;
    align-items: center;
    gap: ${({ theme }) => theme.space.sm};
    font-family: monospace;
    font-size: ${({ theme }) => theme.font.size.md};
  }
  p {
    margin: 0;
  }
`;

const StyledParams = styled.table`
  border-collapse: collapse;
  font-size: ${({ theme }) => theme.font.size.sm};
  th,
  td {
    padding: ${({ theme }) => theme.space.xs} ${({ theme }) => theme.space.sm};
    border-bottom: 1px solid ${({ theme }) => theme.color.border};
    text-align: left;
    vertical-align: top;
  }
`;

export const StyledCode = styled.pre`
  margin: 0;
  padding: ${({ theme }) => theme.space.md};
  overflow-x: auto;
  border-radius: ${({ theme }) => theme.radius.md};
  background: ${({ theme }) => theme.color.text};
  color: ${({ theme }) => theme.color.surface};
  font-size: ${({ theme }) => theme.font.size.sm};
`;

const StyledMethod = styled.span`
  padding: ${({ theme }) => theme.space.xxs} ${({ theme }) => theme.space.sm};
  border-radius: ${({ theme }) => theme.radius.sm};
  background: ${({ theme }) => theme.color.blue.bg};
  color: ${({ theme }) => theme.color.blue.fg};
  font-size: ${({ theme }) => theme.font.size.sm};
  font-weight: ${({ theme }) => theme.font.weight.bold};
`;

const StyledMuted = styled.span`
  color: ${({ theme }) => theme.color.muted};
  font-size: ${({ theme }) => theme.font.size.sm};
`;

/** /api/orders/:id → /api/orders/{id}, as people write paths. */
export const displayPath = (path: string) => path.replace(/:(\w+)/g, '{$1}');

/** The example as a curl command with a token. */
export function curlOf({ method, path, example }: RestPath): string {
  const lines = [
    `curl -s${method === 'GET' ? '' : ` -X ${method}`} "$PORTAL_URL${example?.path ?? path}"`,
  ];
  lines.push(`  -H "Authorization: Bearer $PORTAL_TOKEN"`);
  if (example?.csvFile) lines.push(`  -F "file=@${example.csvFile}"`);
  else if (example?.body !== undefined) {
    lines.push(`  -H 'content-type: application/json'`);
    lines.push(`  -d '${JSON.stringify(example.body)}'`);
  }
  return lines.join(' \\\n');
}

function answerOf({ answer }: RestPath): string {
  const head = `HTTP ${answer.status}${answer.note ? ` (${answer.note})` : ''}`;
  if (answer.body === undefined) return head;
  const body = typeof answer.body === 'string' ? answer.body : JSON.stringify(answer.body, null, 2);
  return `${head}\n${body}`;
}

/** One REST path: method, path, who may call it, parameters, an example request and answer. */
export function RestPathCard({ path }: RestPathCardProps) {
  return (
    <StyledCard aria-label={`${path.method} ${displayPath(path.path)}`}>
      <h4>
        <StyledMethod>{path.method}</StyledMethod>
        {displayPath(path.path)}
      </h4>
      <p>{path.summary}</p>
      <StyledMuted>Who: {path.access}</StyledMuted>
      {path.params && path.params.length > 0 && (
        <StyledParams>
          <thead>
            <tr>
              <th>Parameter</th>
              <th>In</th>
              <th>Description</th>
            </tr>
          </thead>
          <tbody>
            {path.params.map((param) => (
              <tr key={`${param.in} ${param.name}`}>
                <td>
                  <code>{param.name}</code>
                  {param.required ? ' (required)' : ''}
                </td>
                <td>{param.in}</td>
                <td>{param.description}</td>
              </tr>
            ))}
          </tbody>
        </StyledParams>
      )}
      <StyledCode aria-label="Example request">{curlOf(path)}</StyledCode>
      <StyledCode aria-label="Example answer">{answerOf(path)}</StyledCode>
    </StyledCard>
  );
}
