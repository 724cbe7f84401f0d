import type { GatewayExecutor, GatewayInterface } from '@apollo/server-gateway-interface';
import {
  type DocumentNode,
  execute,
  type ExecutionResult,
  GraphQLError,
  type GraphQLSchema,
} from 'graphql';
import { type CompiledQuery, compileQuery, isCompiledQuery } from 'graphql-jit';

/**
 * Apollo Server runs operations through graphql-jit (issue 24): each operation is compiled once
 * into a function that reads the fields of its selection directly, instead of graphql-js walking
 * the selection for every object of every answer. Apollo Server 5 takes another executor only
 * through its gateway interface (the envelop project's Apollo example); parsing, validation (the
 * query limits), plugins (the input guard) and error formatting stay Apollo's.
 *
 * Compiled operations are kept per parsed document: Apollo keeps the parsed, validated document
 * of each query text in its document store (an LRU cache), so a query asked again is the same
 * object, and its compiled form goes when Apollo drops the document.
 */
export function compiledExecutor(schema: GraphQLSchema): GatewayExecutor {
  const compiled = new WeakMap<DocumentNode, Map<string, CompiledQuery | ExecutionResult>>();
  const compile = (document: DocumentNode, operationName: string | undefined) => {
    let byOperation = compiled.get(document);
    if (!byOperation) compiled.set(document, (byOperation = new Map()));
    const key = operationName ?? '';
    let query = byOperation.get(key);
    if (!query) byOperation.set(key, (query = compileQuery(schema, document, operationName)));
    return query;
  };
  return async ({ document, request, context: apolloContext }) => {
    const context = withInheritedFields(apolloContext);
    const operationName = request.operationName ?? undefined;
    const query = compile(document, operationName);
    if (!isCompiledQuery(query)) return query;
    const result = await query.query(undefined, context, request.variables ?? {});
    // Variables that do not fit their types: graphql-js says so, in its words and with the nodes
    // Apollo reads to answer 400 BAD_USER_INPUT (nothing has run: coercion failed first).
    if (!('data' in result)) {
      return execute({
        schema,
        document,
        operationName,
        contextValue: context,
        variableValues: request.variables,
      });
    }
    if (!result.errors) return result;
    return { ...result, errors: result.errors.map(asGraphqlJsError) };
  };
}

/**
 * The operation's context with the request's fields as its own again. Apollo copies the context
 * it is given with Object.assign, which reads every getter, so the portal hands it an object whose
 * prototype is the request's Ctx (see graphqlContext): its lazily mapped user (withLazyUser) stays
 * unmapped until a resolver asks for it. The services spread contexts (`{ ...ctx, em }`), so the
 * resolvers get them as own properties.
 */
function withInheritedFields<T extends object>(context: T): T {
  const inherited = Object.getPrototypeOf(context) as object | null;
  if (!inherited || inherited === Object.prototype) return context;
  // Values copied as values (an object built with defineProperties is a slow dictionary, and the
  // services spread it for every call); only an accessor (the lazy user) is copied as one.
  const flat: Record<string, unknown> = {};
  for (const key of Object.keys(inherited)) {
    const field = Object.getOwnPropertyDescriptor(inherited, key)!;
    if (field.get) Object.defineProperty(flat, key, field);
    else flat[key] = field.value;
  }
  return Object.assign(flat, context) as T;
}

/** The context Apollo is given for a request: its fields and the request's Ctx as prototype (see withInheritedFields). */
export function graphqlContext<C extends object, T extends object>(ctx: C, own: T): C & T {
  return Object.assign(Object.create(ctx) as C, own) as C & T;
}

/**
 * graphql-jit's errors as graphql-js makes them: Apollo reads `extensions.code` of every error,
 * and graphql-jit leaves `extensions` undefined when the thrown error has none (the services'
 * AppError): Apollo's formatting would fail and answer INTERNAL_SERVER_ERROR.
 */
function asGraphqlJsError(error: GraphQLError): GraphQLError {
  const copy = new GraphQLError(error.message, {
    path: error.path,
    originalError: error.originalError,
    extensions: error.extensions,
  });
  return Object.assign(copy, { locations: error.locations });
}

/** The executor as a "gateway" over the portal's own schema (it never changes). */
export function compiledGateway(schema: GraphQLSchema): GatewayInterface {
  return {
    onSchemaLoadOrUpdate(callback) {
      callback({ apiSchema: schema, coreSupergraphSdl: '' });
      return () => undefined;
    },
    load: async () => ({ executor: compiledExecutor(schema) }),
    stop: async () => undefined,
  };
}
