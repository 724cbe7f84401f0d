import Ajv, { type ErrorObject, type ValidateFunction } from 'ajv';
import { validateSync } from 'class-validator';
import { targetConstructorToSchema } from 'class-validator-jsonschema';
import type { FastifySchema, FastifySchemaCompiler } from 'fastify';
import EXAMPLES from '../docs/examples.json';
import { AppError, badInput } from './errors';
import { INPUT_LIMITS } from './input-guard';
import { plainToInstance } from './plain';

/**
 * The REST contract's building blocks (issue 20). A route declares its schema with these:
 *
 *   app.post('/products', { schema: { summary: 'Create a product', body: inputSchema(ProductInput),
 *     response: ok(201, PRODUCT) } }, handler)
 *
 * - `inputSchema(Class)`: a body or query string, derived from the class-validator class the
 *   service validates with (its rules become JSON Schema keywords; the guard's limits are added).
 * - `params({ id: ID })`: path parameters (`ID`, `ORDER_KEY`, `TEXT_KEY`).
 * - `ok(status, schema)` / `list(schema)`: the success answer; every error answer (the coded error
 *   shape, 400 to 503) is added to every route by `describeRoute` (rest.ts), with the route's tag.
 *
 * Fastify validates and coerces query strings and path parameters through `validatorCompiler`
 * (they become numbers and booleans; a refusal is the portal's 400 naming the field, with the
 * class's own message when the class has a rule for it), and serializes answers through the
 * response schemas. A body's schema documents it: its service validates it with the same class
 * (`validateInput`) after the permission check, so a caller without the right gets 403, never a
 * 400 about a body it may not send. A route with `security` answers 401 to a caller who is not
 * signed in before anything else (rest.ts); a public route says `security: []`. `rest-contract.test.ts` fails for a route
 * without a summary or a success schema, so a new module's routes cannot be left out.
 */
export type JsonSchema = Record<string, unknown>;
type InputClass = new () => object;

/**
 * The class each input schema was made from, for the validator's messages (refusal). A static
 * registry, not a cache: written once per schema when a route module declares it, never stale, the
 * same for every portal in the process (a schema and its class never change), so it needs no owner.
 */
const classOf = new WeakMap<object, InputClass>();

/** The JSON Schema of a class-validator input class, for a body or a query string. */
export function inputSchema(cls: InputClass, description?: string): JsonSchema {
  const schema = withGuardLimits(targetConstructorToSchema(cls) as JsonSchema, true);
  const result = { ...schema, ...(description ? { description } : {}) };
  classOf.set(result, cls);
  return result;
}

/** Adds the input guard's limits (text length, int32, list size) and lets optional fields be null. */
function withGuardLimits(schema: JsonSchema, top: boolean): JsonSchema {
  const out: JsonSchema = { ...schema };
  if (out.type === 'string' && out.maxLength === undefined && out.enum === undefined)
    out.maxLength = INPUT_LIMITS.maxText;
  if (out.type === 'integer' || out.type === 'number') {
    out.minimum ??= INPUT_LIMITS.minInt;
    out.maximum ??= INPUT_LIMITS.maxInt;
  }
  if (out.type === 'array') out.maxItems ??= INPUT_LIMITS.maxItems;
  if (top && out.properties) {
    const required = new Set((out.required as string[] | undefined) ?? []);
    out.properties = Object.fromEntries(
      Object.entries(out.properties as Record<string, JsonSchema>).map(([key, property]) => {
        const limited = withGuardLimits(property, false);
        return [key, required.has(key) ? limited : nullable(limited)];
      }),
    );
  }
  return out;
}

function nullable(schema: JsonSchema): JsonSchema {
  if (typeof schema.type !== 'string') return schema;
  const out: JsonSchema = { ...schema, type: [schema.type, 'null'] };
  if (Array.isArray(schema.enum)) out.enum = [...schema.enum, null];
  return out;
}

/** A database id in a path: a positive whole number within PostgreSQL's integer. */
export const ID = {
  type: 'integer',
  minimum: 1,
  maximum: INPUT_LIMITS.maxInt,
  description: 'A numeric id.',
} as const;
/** An order in a path: its numeric id or its code (ORD-2026-4821). */
export const ORDER_KEY = {
  anyOf: [ID, { type: 'string', pattern: '^[A-Za-z]+-[0-9]+(-[0-9]+)*$', maxLength: 40 }],
  description: 'The numeric id or the order code (ORD-2026-4821).',
} as const;
/** A name in a path (a settings section, a backup file). */
export const TEXT_KEY = { type: 'string', minLength: 1, maxLength: 200 } as const;

export function params(properties: Record<string, JsonSchema>): JsonSchema {
  return { type: 'object', properties, required: Object.keys(properties) };
}

/** The coded error every failure answers (REST): `field` names the input a 400 is about. A shared schema (`ApiError#`). */
export const API_ERROR = {
  $id: 'ApiError',
  type: 'object',
  required: ['message', 'code'],
  properties: {
    message: { type: 'string' },
    code: {
      type: 'string',
      description:
        'BAD_USER_INPUT (400), UNAUTHENTICATED (401), FORBIDDEN (403), NOT_FOUND (404), CONFLICT (409), ' +
        'TOO_MANY_REQUESTS (429), MAINTENANCE or DATABASE_UNAVAILABLE (503).',
    },
    field: { type: 'string', description: 'The input field a 400 (or a 409 duplicate) is about.' },
    fields: {
      type: 'array',
      description: 'A 400 from input validation: every field that failed, each with its message.',
      items: {
        type: 'object',
        required: ['field', 'message'],
        properties: { field: { type: 'string' }, message: { type: 'string' } },
      },
    },
    retryAfter: {
      type: 'integer',
      description: '429 and 503: seconds to wait (also the Retry-After header).',
    },
  },
} as const;

const ERROR_ANSWERS: Record<number, string> = {
  400: 'Bad input: the message says why and `field` names the field; nothing was changed.',
  401: 'Not signed in (no or an expired session cookie or API token).',
  403: 'Signed in, but not allowed (role, ownership, or a cross-site write).',
  404: 'Not found, or not visible to the caller.',
  409: 'Conflict: a stale version or a duplicate.',
  429: 'Too many requests: wait for the Retry-After header (seconds).',
  503: 'Unavailable (maintenance mode for non-admins, or the database is unreachable); Retry-After may say when to try again.',
};

/** Who may call a route: a signed-in user (session cookie) or a program (API token). */
export const SIGNED_IN: Record<string, string[]>[] = [{ sessionCookie: [] }, { bearerToken: [] }];

/** A success answer: `ok(201, PRODUCT)`; `ok(200, X, 'text/csv')` for a file. */
export function ok(
  status: number,
  schema: JsonSchema,
  description = 'Success',
): Record<number, JsonSchema> {
  return { [status]: { description, ...schema } };
}

export const list = (item: JsonSchema): JsonSchema => ({ type: 'array', items: item });
/** A plain-text or binary answer (a CSV, a file download): described, never serialized. */
export const file = (contentType: string, description: string): JsonSchema => ({
  description,
  content: { [contentType]: { schema: { type: 'string', format: 'binary' } } },
});

/**
 * Fills what every /api route shares: its tag, the error answers, the security schemes and the
 * example answer captured from the seeded demo (`npm run docs:examples` writes examples.json).
 */
export function describeRoute(
  method: string,
  url: string,
  schema: FastifySchema | undefined,
  tag: string,
): FastifySchema {
  const response = { ...(schema?.response as Record<string, JsonSchema> | undefined) };
  const example = (EXAMPLES as Record<string, unknown>)[
    `${method} ${url.replace(/:(\w+)/g, '{$1}')}`
  ];
  const success = Object.keys(response).find((status) => status.startsWith('2'));
  if (example !== undefined && success)
    response[success] = { ...response[success], examples: [example] };
  for (const [status, description] of Object.entries(ERROR_ANSWERS))
    response[status] ??= { description, $ref: 'ApiError#' };
  return {
    ...schema,
    tags: schema?.tags ?? [tag],
    response,
    security:
      schema?.security ??
      (url.startsWith('/api/auth/') || url === '/api/settings/public' ? [] : SIGNED_IN),
  };
}

// Formats (email, url) are documentation: the class's own rule decides, with its message.
const AJV_OPTIONS = {
  allErrors: false,
  useDefaults: true,
  removeAdditional: false,
  strict: false,
  validateFormats: false,
} as const;
/** Query strings and path parameters are text: they are coerced to the schema's types. */
const coercing = new Ajv({ ...AJV_OPTIONS, coerceTypes: 'array' });

/** Fastify's validator: Ajv, then the class's own message for the field at fault. Bodies: see above. */
export const validatorCompiler: FastifySchemaCompiler<JsonSchema> = ({ schema, httpPart }) => {
  if (httpPart === 'body') return (data: unknown) => ({ value: data });
  const check: ValidateFunction = coercing.compile(schema);
  const cls = classOf.get(schema);
  // A query string's flags may also be written 1 and 0 (?dryRun=1), which Ajv does not coerce.
  const flags = Object.entries((schema.properties ?? {}) as Record<string, JsonSchema>)
    .filter(([, property]) => [property.type].flat().includes('boolean'))
    .map(([key]) => key);
  return (data: unknown) => {
    const values = data as Record<string, unknown>;
    for (const key of flags)
      if (values[key] === '1' || values[key] === '0') values[key] = values[key] === '1';
    if (check(data)) return { value: data };
    return { error: refusal(check.errors?.[0], cls, data) };
  };
};

function refusal(
  error: ErrorObject | undefined,
  cls: InputClass | undefined,
  data: unknown,
): AppError {
  if (!error) return badInput('The request is not valid');
  const field =
    error.keyword === 'required'
      ? String(error.params.missingProperty)
      : error.instancePath.split('/').filter(Boolean).join('.') || 'body';
  const top = field.split('.')[0];
  if (cls && data && typeof data === 'object') {
    const failures = validateSync(plainToInstance(cls, data as Record<string, unknown>), {
      forbidUnknownValues: false,
    });
    const own = failures.find((failure) => failure.property === top)?.constraints;
    if (own) {
      const messages = Object.values(own);
      return badInput(messages[messages.length - 1], top);
    }
  }
  return badInput(`${field} ${plainMessage(error)}`, field);
}

function plainMessage(error: ErrorObject): string {
  const p = error.params as Record<string, unknown>;
  switch (error.keyword) {
    case 'required':
      return 'is required';
    case 'type':
      return (
        {
          integer: 'must be a whole number',
          number: 'must be a number',
          boolean: 'must be true or false',
          string: 'must be text',
          array: 'must be a list',
          object: 'must be an object',
        }[String(p.type).split(',')[0]] ?? `must be ${String(p.type)}`
      );
    case 'enum':
      return `must be one of: ${(p.allowedValues as unknown[]).filter((v) => v !== null).join(', ')}`;
    case 'maxLength':
      return `must be at most ${String(p.limit)} characters`;
    case 'minLength':
      return 'is required';
    case 'maximum':
      return `must be at most ${String(p.limit)}`;
    case 'minimum':
      return `must be at least ${String(p.limit)}`;
    case 'maxItems':
      return `must have at most ${String(p.limit)} items`;
    case 'anyOf':
      return 'is not valid';
    default:
      return error.message ?? 'is not valid';
  }
}

type Field = string | JsonSchema;
const SCALARS: Record<string, JsonSchema> = {
  integer: { type: 'integer' },
  number: { type: 'number' },
  string: { type: 'string' },
  boolean: { type: 'boolean' },
  'date-time': { type: 'string', format: 'date-time' },
  date: { type: 'string', format: 'date' },
  any: {},
};

/** A nullable schema: `orNull(PARTY)`; for a scalar write 'string?'. */
export const orNull = (schema: JsonSchema): JsonSchema => ({ anyOf: [schema, { type: 'null' }] });

/**
 * An answer's object in short: `shape({ id: 'integer', notes: 'string?', buyer: PARTY })`. Every
 * field is required (answers always carry them, null when empty: a trailing `?`); fields not
 * listed are not sent (Fastify serializes through the schema).
 */
export function shape(fields: Record<string, Field>, description?: string): JsonSchema {
  const properties = Object.fromEntries(
    Object.entries(fields).map(([key, field]) => {
      if (typeof field !== 'string') return [key, field];
      const optional = field.endsWith('?');
      const scalar = SCALARS[field.replace(/\?$/, '')];
      if (!scalar) throw new Error(`Unknown field type ${field}`);
      if (!optional || !scalar.type) return [key, scalar];
      return [key, { ...scalar, type: [scalar.type, 'null'] }];
    }),
  );
  return {
    type: 'object',
    ...(description ? { description } : {}),
    properties,
    required: Object.keys(fields),
  };
}

/** A user as other records show them. */
export const PARTY = shape({ id: 'integer', name: 'string', company: 'string?' });

/** A query string without an input class: `query({ search: 'string', first: 'integer' })`, all optional. */
export function query(fields: Record<string, Field>): JsonSchema {
  const { properties } = shape(fields) as { properties: Record<string, JsonSchema> };
  return withGuardLimits({ type: 'object', properties }, true);
}

/** An answer whose fields are described by its example only (extensions beyond SPEC.md 7). */
export const ANY_OBJECT = { type: 'object', additionalProperties: true } as const;
