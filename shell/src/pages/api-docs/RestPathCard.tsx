import styled from 'styled-components';
import { Card } from 'mfe-shared';

type Schema = {
  type?: string | string[];
  format?: string;
  enum?: unknown[];
  description?: string;
  properties?: Record<string, Schema>;
  required?: string[];
  anyOf?: Schema[];
};
/** The parts of an OpenAPI 3.1 operation (GET /api/openapi.json) this page shows. */
export type OpenApiOperation = {
  summary?: string;
  tags?: string[];
  security?: Record<string, string[]>[];
  parameters?: {
    name: string;
    in: string;
    required?: boolean;
    description?: string;
    schema?: Schema;
  }[];
  requestBody?: { content: Record<string, { schema?: Schema }> };
  responses: Record<
    string,
    { description?: string; content?: Record<string, { schema?: Schema; example?: unknown }> }
  >;
};
/** One REST path of the document: its method, path and operation. */
export type RestPath = { method: string; path: string; operation: OpenApiOperation };

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

const placeholder = (schema: Schema = {}): unknown => {
  if (schema.enum) return schema.enum[0];
  const type = [schema.type ?? schema.anyOf?.[0]?.type].flat()[0];
  if (type === 'integer') return 1;
  if (type === 'number') return 1.5;
  if (type === 'boolean') return true;
  if (type === 'array') return [];
  return schema.format === 'date' ? '2027-01-15' : '…';
};

/** A JSON body with the required fields (and a placeholder for each), from the body's schema. */
function exampleBody(schema: Schema): Record<string, unknown> {
  return Object.fromEntries(
    (schema.required ?? []).map((name) => [name, placeholder(schema.properties?.[name])]),
  );
}

/** The example as a curl command with a token. */
export function curlOf({ method, path, operation }: RestPath): string {
  const lines = [`curl -s${method === 'GET' ? '' : ` -X ${method}`} "$PORTAL_URL${path}"`];
  if (operation.security?.length) lines.push(`  -H "Authorization: Bearer $PORTAL_TOKEN"`);
  const body = operation.requestBody?.content['application/json']?.schema;
  if (body) {
    lines.push(`  -H 'content-type: application/json'`);
    lines.push(`  -d '${JSON.stringify(exampleBody(body))}'`);
  }
  return lines.join(' \\\n');
}

function answerOf({ operation }: RestPath): string {
  const [status, answer] = Object.entries(operation.responses).find(([code]) =>
    code.startsWith('2'),
  ) ?? ['', undefined];
  const media = answer?.content && Object.values(answer.content)[0];
  const example = media?.example;
  const head = `HTTP ${status}${answer?.description ? ` (${answer.description})` : ''}`;
  return example === undefined ? head : `${head}\n${JSON.stringify(example, null, 2)}`;
}

/** Query, path and body fields, each with its type and whether it is required. */
function paramsOf({ operation }: RestPath) {
  const body = operation.requestBody?.content['application/json']?.schema;
  const typeOf = (schema?: Schema) =>
    schema?.enum
      ? schema.enum.filter((v) => v !== null).join(' | ')
      : [schema?.type ?? schema?.anyOf?.map((s) => s.type)]
          .flat()
          .filter((t) => t && t !== 'null')
          .join(' | ');
  return [
    ...(operation.parameters ?? []).map((p) => ({
      name: p.name,
      in: p.in,
      required: p.required,
      type: typeOf(p.schema),
      description: p.schema?.description ?? p.description ?? '',
    })),
    ...Object.entries(body?.properties ?? {}).map(([name, schema]) => ({
      name,
      in: 'body',
      required: body?.required?.includes(name),
      type: typeOf(schema),
      description: schema.description ?? '',
    })),
  ];
}

/** One REST path: method, path, who may call it, parameters, an example request and answer. */
export function RestPathCard({ path }: RestPathCardProps) {
  const params = paramsOf(path);
  return (
    <StyledCard aria-label={`${path.method} ${path.path}`}>
      <h4>
        <StyledMethod>{path.method}</StyledMethod>
        {path.path}
      </h4>
      <p>{path.operation.summary}</p>
      <StyledMuted>
        {path.operation.security?.length ? 'Signed in (session cookie or API token)' : 'Public'}
      </StyledMuted>
      {params.length > 0 && (
        <StyledParams>
          <thead>
            <tr>
              <th>Parameter</th>
              <th>In</th>
              <th>Type</th>
              <th>Description</th>
            </tr>
          </thead>
          <tbody>
            {params.map((param) => (
              <tr key={`${param.in} ${param.name}`}>
                <td>
                  <code>{param.name}</code>
                  {param.required ? ' (required)' : ''}
                </td>
                <td>{param.in}</td>
                <td>{param.type}</td>
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
