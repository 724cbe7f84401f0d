import { useEffect, useState } from 'react';
import { Link } from 'react-router-dom';
import styled from 'styled-components';
import { apiRequest, Card, ErrorPanel, SkeletonText } from 'mfe-shared';
import { DEFAULT_PRODUCT_NAME, usePublicSettings } from '../../layout/usePublicSettings';
import { RestPathCard, StyledCode, type OpenApiOperation, type RestPath } from './RestPathCard';

const StyledPage = styled.div`
  min-height: 100vh;
  background: ${({ theme }) => theme.color.background};
  color: ${({ theme }) => theme.color.text};
`;

const StyledMain = styled.main`
  max-width: 1040px;
  margin: 0 auto;
  padding: ${({ theme }) => theme.space.xl};
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space.xl};
  h1 {
    margin: 0;
    font-size: ${({ theme }) => theme.font.size.xxl};
  }
  h2 {
    margin: 0 0 ${({ theme }) => theme.space.md};
    font-size: ${({ theme }) => theme.font.size.xl};
  }
  p {
    line-height: 1.5;
  }
`;

const StyledToc = styled.nav`
  display: flex;
  flex-wrap: wrap;
  gap: ${({ theme }) => theme.space.md};
`;

const StyledGroup = styled.section`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space.md};
`;

const slug = (text: string) => text.toLowerCase().replace(/[^a-z0-9]+/g, '-');

const GRAPHQL_EXAMPLE = `curl -s "$PORTAL_URL/graphql" \\
  -H "Authorization: Bearer $PORTAL_TOKEN" \\
  -H 'content-type: application/json' \\
  -d '{"query":"query { orders(first: 5) { nodes { orderCode status quantity dueDate product { name sku } vendor { company } } totalCount } }"}'`;

const GRAPHQL_ANSWER = `{
  "data": {
    "orders": {
      "nodes": [
        { "orderCode": "ORD-2026-4821", "status": "Planning", "quantity": 500, "dueDate": "2027-01-15",
          "product": { "name": "Classic Crew Neck Tee", "sku": "DK-TS-001" },
          "vendor": { "company": "Dhaka Knitwear Ltd." } }
      ],
      "totalCount": 1
    }
  }
}`;

const MUTATION_EXAMPLE = `curl -s "$PORTAL_URL/graphql" \\
  -H "Authorization: Bearer $PORTAL_TOKEN" \\
  -H 'content-type: application/json' \\
  -d '{"query":"mutation($input: CreateOrderInput!) { createOrder(input: $input) { orderCode status } }",
       "variables":{"input":{"vendorId":4,"productId":1,"quantity":500,"dueDate":"2027-01-15"}}}'`;

const SUBSCRIPTION_EXAMPLE = `import { createClient } from 'graphql-ws';

const client = createClient({
  url: 'wss://portal.example.com/graphql',
  // In a browser the session cookie authenticates the socket.
});
client.subscribe(
  { query: 'subscription { orderChanged { orderCode status } }' },
  { next: (event) => console.log(event.data), error: console.error, complete: () => {} },
);`;

const ERROR_ANSWER = `HTTP/1.1 400 Bad Request
{ "message": "Due date cannot be in the past", "code": "BAD_USER_INPUT", "field": "dueDate" }`;

const METHODS = ['get', 'post', 'put', 'patch', 'delete'];

/** Every operation of the OpenAPI document, in its order. */
function restPaths(document: {
  paths: Record<string, Record<string, OpenApiOperation>>;
}): RestPath[] {
  return Object.entries(document.paths).flatMap(([path, item]) =>
    METHODS.filter((method) => item[method]).map((method) => ({
      method: method.toUpperCase(),
      path,
      operation: item[method],
    })),
  );
}

/**
 * /api-docs (DECISIONS.md 1, issues 10 and 20): how programs use the portal — authentication, the
 * GraphQL endpoint and every REST path. The REST list is the server's OpenAPI document
 * (GET /api/openapi.json, generated from the routes' schemas), so it cannot drift from the API.
 */
export function ApiDocsPage() {
  const settings = usePublicSettings();
  const productName = settings?.companyName || DEFAULT_PRODUCT_NAME;
  const [paths, setPaths] = useState<RestPath[] | null>(null);
  const [error, setError] = useState<string | null>(null);
  const [attempt, setAttempt] = useState(0);

  useEffect(() => {
    let live = true;
    apiRequest<Parameters<typeof restPaths>[0]>('GET', '/api/openapi.json')
      .then((document) => live && setPaths(restPaths(document)))
      .catch((failure: Error) => live && setError(failure.message));
    return () => {
      live = false;
    };
  }, [attempt]);

  useEffect(() => {
    document.title = `API · ${productName}`;
  }, [productName]);

  const groupOf = (path: RestPath) => path.operation.tags?.[0] ?? 'Other';
  const groups = [...new Set((paths ?? []).map(groupOf))];

  return (
    <StyledPage>
      <StyledMain>
        <div>
          <Link to="/">← {productName}</Link>
          <h1>{productName} API</h1>
          <p>
            Everything the portal’s screens do goes through this API, so a program — an ERP pushing
            orders, a factory system reporting progress — can do what its user can do in the
            browser, with the same permissions and the same validation messages.
          </p>
        </div>

        <Card aria-labelledby="auth-title">
          <h2 id="auth-title">Authentication</h2>
          <p>
            <strong>Programs</strong> send a personal API token:{' '}
            <code>Authorization: Bearer &lt;token&gt;</code>. Create one on your profile page (it is
            shown once; keep it secret); it acts as you, with your role’s permissions, until it
            expires or you revoke it. Token requests need no cookie and no CSRF header.
          </p>
          <p>
            <strong>Browsers</strong> sign in with <code>POST /api/auth/login</code>, which sets an
            HttpOnly session cookie; a write from another site’s origin is refused, and an upload
            (or any form-encoded body) that carries the cookie must name the portal in its{' '}
            <code>Origin</code> header. Sign-in and password-reset requests are rate limited per
            address and account.
          </p>
          <p>
            Errors answer JSON <code>{'{ message, code, field? }'}</code>: 400 invalid input (the
            message says what to fix), 401 not signed in, 403 not allowed, 404 not found (also for
            records you may not see), 409 conflict (duplicates, stale updates), 413 too large, 429
            too many requests (with <code>Retry-After</code> in seconds), 503 maintenance. A refused
            write changes nothing.
          </p>
          <StyledCode>{ERROR_ANSWER}</StyledCode>
        </Card>

        <Card aria-labelledby="graphql-title">
          <h2 id="graphql-title">GraphQL</h2>
          <p>
            <code>POST /graphql</code> takes queries and mutations (JSON{' '}
            <code>{'{ query, variables }'}</code>); subscriptions (live order changes, messages and
            notifications) run over WebSocket on the same path with the <code>graphql-ws</code>{' '}
            protocol. Every type and field carries a description: an introspecting client (GraphiQL,
            Apollo Sandbox, <code>graphql-codegen</code>) shows them. The schema is also served as
            SDL: <a href="/graphql/schema.graphql">/graphql/schema.graphql</a> (point your codegen
            at it with your token; in production it is for signed-in callers only). Errors carry{' '}
            <code>extensions.code</code> (BAD_USER_INPUT, UNAUTHENTICATED, FORBIDDEN, NOT_FOUND,
            CONFLICT) and, for invalid input, <code>extensions.field</code>.
          </p>
          <h3>A query</h3>
          <StyledCode>{GRAPHQL_EXAMPLE}</StyledCode>
          <StyledCode>{GRAPHQL_ANSWER}</StyledCode>
          <h3>A mutation</h3>
          <StyledCode>{MUTATION_EXAMPLE}</StyledCode>
          <h3>A subscription</h3>
          <StyledCode>{SUBSCRIPTION_EXAMPLE}</StyledCode>
        </Card>

        <section aria-labelledby="rest-title">
          <h2 id="rest-title">REST paths</h2>
          <p>
            JSON in and out (uploads and CSV imports take multipart form data). The machine-readable
            contract is the OpenAPI 3.1 document <a href="/api/openapi.json">/api/openapi.json</a>{' '}
            (generate a typed client from it); this list is rendered from it. In the examples,{' '}
            <code>$PORTAL_URL</code> is the portal’s address and <code>$PORTAL_TOKEN</code> your
            token; the example answers are real records of the demo data.
          </p>
          {error ? (
            <ErrorPanel
              title="Failed to load the REST paths"
              message={error}
              onRetry={() => setAttempt((n) => n + 1)}
            />
          ) : !paths ? (
            <div aria-busy="true" aria-label="Loading the REST paths">
              <SkeletonText lines={6} />
            </div>
          ) : (
            <>
              <StyledToc aria-label="REST groups">
                {groups.map((group) => (
                  <a key={group} href={`#${slug(group)}`}>
                    {group}
                  </a>
                ))}
              </StyledToc>
              {groups.map((group) => (
                <StyledGroup key={group} id={slug(group)} aria-label={group}>
                  <h3>{group}</h3>
                  {paths
                    .filter((p) => groupOf(p) === group)
                    .map((p) => (
                      <RestPathCard key={`${p.method} ${p.path}`} path={p} />
                    ))}
                </StyledGroup>
              ))}
            </>
          )}
        </section>
      </StyledMain>
    </StyledPage>
  );
}
