import { randomUUID } from 'node:crypto';
import type { EntityManager } from '@mikro-orm/postgresql';
import { ApolloServer, type ApolloServerPlugin } from '@apollo/server';
import { ApolloServerPluginCacheControlDisabled } from '@apollo/server/plugin/disabled';
import fastifyApollo from '@as-integrations/fastify';
import fastifyCookie from '@fastify/cookie';
import fastifyRateLimit from '@fastify/rate-limit';
import Fastify, { type FastifyInstance, type FastifyReply, type FastifyRequest, LogController } from 'fastify';
import { GraphQLError, type GraphQLFormattedError } from 'graphql';
import helmet from 'helmet';
import { useServer } from 'graphql-ws/use/ws';
import { WebSocketServer } from 'ws';
import { actorOf, type Ctx, withLazyUser } from './common/context';
import { DomainEventBus } from './common/domain-events';
import { Loaders } from './common/loaders';
import { RecentLiveEvents } from './common/live';
import { SharedReads } from './common/shared-reads';
import { originOf } from './common/origin';
import { AppError, databaseUnavailable, statusOfCode, toAppError, unauthenticated } from './common/errors';
import type { PubSub } from './common/pubsub';
import type { Config } from './config';
import type { DatabaseHealth } from './db/health';
import type { Orm } from './db/orm';
import type { GqlContext } from './graphql/context';
import { compiledGateway, graphqlContext } from './graphql/executor';
import { subscribePerEvent } from './graphql/subscriptions';
import { inputGuardPlugin } from './graphql/input-guard';
import { queryLimitsRule } from './graphql/limits';
import { buildPortalSchema, schemaSdl } from './schema';
import { bearerTokenOf, resolveApiToken } from './modules/api-tokens';
import { assertNotInMaintenance, hashToken, resolveSession, SESSION_COOKIE, SessionCache, sessionUser } from './modules/auth';
import { defectPhotos, finalInspectionGate } from './modules/inspections';
import { addCompletedOrderToInventory } from './modules/inventory';
import { notices } from './modules/notifications';
import { OrderCodes } from './modules/orders';
import { orderPlanner } from './modules/planning';
import { ppSampleGate, samplePhotos } from './modules/samples';
import { keepSettingsCache, readPublicSettings, SettingsCache } from './modules/settings';
import { specificationAttachments } from './modules/specifications';
import { restRoutes } from './rest';
import { registerWeb, remoteOrigins } from './web';

declare module 'fastify' {
  interface FastifyRequest {
    ctx: Ctx;
  }
  interface FastifyInstance {
    /** The domain event bus every request context carries, for the work outside a request (housekeeping). */
    events: DomainEventBus;
    /** The portal's shared answers every request context carries, for the work outside a request (housekeeping). */
    sharedReads: SharedReads;
  }
}

export type AppDeps = { orm: Orm; pubsub: PubSub; config: Config; health: DatabaseHealth };

const UNSAFE = new Set(['POST', 'PUT', 'PATCH', 'DELETE']);
/** What signed-in non-admins may still reach in maintenance mode. */
const MAINTENANCE_OPEN = [
  '/api/auth/login',
  '/api/auth/logout',
  '/api/auth/register',
  '/api/auth/password-reset',
  '/api/settings/public',
];
/** At shutdown, how long subscription clients get to answer the close frame. */
const SOCKET_CLOSE_MS = 1_000;
/** The WebSocket close code "Try Again Later". */
const TRY_AGAIN_LATER = 1013;
/** /readyz answers within this, whatever the database does. */
const READY_CHECK_MS = 900;
const needsContext = (url: string) => url.startsWith('/api/') || url.startsWith('/graphql');

/** True when a browser's Origin header (if any) names this server. */
function sameOrigin(origin: string | undefined, host: string | undefined): boolean {
  if (origin === undefined) return true;
  try {
    return new URL(origin).host === host;
  } catch {
    return false; // "null" (a sandboxed frame, a privacy redirect) or garbage
  }
}

/** Content types a page on another site may POST without a CORS preflight (a form, a no-cors fetch). */
const SIMPLE_CONTENT_TYPES = ['application/x-www-form-urlencoded', 'multipart/form-data', 'text/plain'];

/**
 * What another site's form could send with the user's cookie and no preflight: a POST with a
 * simple content type (multipart uploads included). PUT, PATCH, DELETE and JSON bodies always
 * need a preflight, which fails; a script's body-less POST from another site always carries an
 * Origin. So a program following SPEC.md 7 (cookie, JSON or no body, no Origin header) is not
 * one of these.
 */
function crossSiteSendable(req: FastifyRequest): boolean {
  if (req.method !== 'POST') return false;
  const type = (req.headers['content-type'] ?? '').split(';')[0].trim().toLowerCase();
  return SIMPLE_CONTENT_TYPES.includes(type);
}

/**
 * Cross-site request forgery: a write whose Origin names another site is refused. A write that
 * carries the session cookie and could have come from another site's page (see crossSiteSendable)
 * must show it comes from the portal's own pages: an Origin naming this host or, from a browser
 * that leaves Origin out, Sec-Fetch-Site: same-origin. Bearer-token requests never get here (a
 * program's credential).
 */
function fromOwnPages(req: FastifyRequest): boolean {
  const { origin, host } = req.headers;
  if (origin !== undefined || !req.cookies[SESSION_COOKIE] || !crossSiteSendable(req)) return sameOrigin(origin, host);
  return req.headers['sec-fetch-site'] === 'same-origin';
}

/**
 * At the info level one line per request: Fastify's "request completed", with the request's method
 * and URL added; its "incoming request" line goes down to debug.
 */
class OneLinePerRequest extends LogController {
  incomingRequest(request: FastifyRequest) {
    if (!this.isLogDisabled(request)) request.log.debug({ req: request }, 'incoming request');
  }
  requestCompleted(error: Error | null | undefined, request: FastifyRequest, reply: FastifyReply) {
    if (this.isLogDisabled(request)) return;
    const line = { req: request, res: reply, responseTime: reply.elapsedTime };
    if (error) reply.log.error({ ...line, err: error }, 'request errored');
    else reply.log.info(line, 'request completed');
  }
}

/**
 * Who handles which domain event (common/domain-events.ts): where modules that do not import each
 * other are joined (with ports(), below). The domain modules say what happened; inventory and the
 * notifications (with their e-mails and webhook deliveries) act on it, in the same transaction.
 */
function domainEvents(): DomainEventBus {
  const bus = new DomainEventBus();
  return (
    bus
      .on('OrderCompleted', (em, { order, actor }) => addCompletedOrderToInventory(em, bus, order, actor))
      // What the modules tell people: notifications, their e-mails and webhook deliveries.
      .on('OrderPlaced', notices.orderPlaced)
      .on('OrderStatusChanged', notices.orderStatusChanged)
      .on('TimelineNoteAdded', notices.timelineNoteAdded)
      .on('OrderAcknowledgement', notices.orderAcknowledgement)
      .on('MilestoneLate', notices.milestoneLate)
      .on('SampleUpdated', notices.sampleUpdated)
      .on('ShipmentChanged', notices.shipmentChanged)
      .on('InspectionChanged', notices.inspectionChanged)
      .on('InspectorChanged', notices.inspectorChanged)
      .on('MessageSent', notices.messageSent)
      .on('ConnectionChanged', notices.connectionChanged)
      .on('ConnectionRequested', notices.connectionRequested)
      .on('StockLow', notices.stockLow)
  );
}

/**
 * What a module asks of modules above it, answered by them (the ports: `orders/order.ports.ts`,
 * `files/attachment.owner.ts`): the other place where modules that do not import each other are
 * joined. Made once; every request context carries them.
 */
function ports(): Pick<Ctx, 'orderPorts' | 'attachmentOwners'> {
  return {
    orderPorts: { ppSample: ppSampleGate, finalInspection: finalInspectionGate, planner: orderPlanner },
    attachmentOwners: [specificationAttachments, samplePhotos, defectPhotos],
  };
}

export async function buildApp(deps: AppDeps): Promise<FastifyInstance> {
  const { orm, pubsub, config, health } = deps;
  /**
   * What every request context shares: the configuration, the live events, the domain event bus,
   * the ports, and the portal's caches, made here once per portal (several portals in one test
   * process never share one): the sessions and the settings read a moment ago, the kept answers of
   * aggregate order queries, the digits of new order codes. The settings are also kept by the
   * portal's ORM, for the readers that have only an EntityManager (settings.service.ts).
   */
  const services = {
    config,
    pubsub,
    events: domainEvents(),
    ...ports(),
    sessions: new SessionCache(),
    sharedReads: new SharedReads(),
    recentLiveEvents: new RecentLiveEvents(),
    orderCodes: new OrderCodes(),
  };
  keepSettingsCache(orm, new SettingsCache());
  /** A request's context (HTTP or a subscription's operation): who acts, on its EntityManager, with fresh DataLoaders. */
  const requestContext = (em: Ctx['em'], who: Pick<Ctx, 'user' | 'session' | 'apiToken'>, requestId: string, ip: string): Ctx => ({
    em,
    ...who,
    requestId,
    ip,
    ...services,
    loaders: new Loaders(),
  });
  /** A browser request's context from its session (or none). The user entity is mapped only for the services that ask for it (the writes): reads need the actor. */
  const sessionContext = (em: Ctx['em'], session: Awaited<ReturnType<typeof resolveSession>>, requestId: string, ip: string): Ctx =>
    withLazyUser({ ...requestContext(em, { user: null, session }, requestId, ip), actor: session?.actor ?? null }, () => session?.user ?? null);
  const app = Fastify({
    logger: { level: config.logLevel },
    bodyLimit: 1024 * 1024,
    genReqId: (req) => (req.headers['x-request-id'] as string | undefined)?.slice(0, 64) || randomUUID(),
    trustProxy: config.trustProxy,
    logController: new OneLinePerRequest(),
  });
  // Only JSON bodies (and multipart for uploads): a cross-site form cannot post text/plain here.
  app.removeContentTypeParser('text/plain');

  await app.register(fastifyCookie);
  // helmet's headers are the same on every answer: the middleware is built once (@fastify/helmet
  // builds it again for every request, parsing the policy each time: 2% of the reads' CPU).
  const secureHeaders = helmet({
    contentSecurityPolicy: {
      directives: {
        defaultSrc: ["'self'"],
        scriptSrc: ["'self'", ...remoteOrigins(config)],
        styleSrc: ["'self'", "'unsafe-inline'"],
        imgSrc: ["'self'", 'data:', 'blob:', 'https:'],
        connectSrc: ["'self'", 'ws:', 'wss:', ...remoteOrigins(config)],
        fontSrc: ["'self'", 'data:'],
        // Plain-HTTP deployments (a LAN address) must keep loading their own scripts.
        upgradeInsecureRequests: null,
      },
    },
    crossOriginEmbedderPolicy: false,
  });
  app.addHook('onRequest', (req, reply, done) => secureHeaders(req.raw, reply.raw, (error) => done(error as Error | undefined)));

  app.decorateRequest('ctx', null as unknown as Ctx);
  app.decorate('events', services.events);
  app.decorate('sharedReads', services.sharedReads);
  const stopForgetting = pubsub.subscribe('SESSIONS_CHANGED', (event) => services.sessions.forgetUser(event.userId));
  const stopClearing = services.sharedReads.listen(pubsub);
  const stopRecording = services.recentLiveEvents.listen(pubsub);
  app.addHook('onClose', async () => {
    stopForgetting();
    stopClearing();
    stopRecording();
  });
  app.addHook('onRequest', async (req, reply) => {
    if (!needsContext(req.url)) return;
    // The database is known to be away (db/health.ts): refused at once, without trying it.
    if (!health.available) throw databaseUnavailable();
    const bearer = bearerTokenOf(req.headers.authorization);
    if (bearer !== null) {
      // A program with an API token: the token alone says who acts (cookies are ignored). The
      // browser-only CSRF defences (Origin check, Apollo's preflight rule) are skipped: a page on
      // another site cannot send an Authorization header without a CORS preflight, which fails.
      const em = orm.em.fork();
      try {
        const apiToken = await resolveApiToken(em, bearer, req.ip);
        req.headers['apollo-require-preflight'] = 'bearer';
        req.ctx = requestContext(em, { user: apiToken.user, session: null, apiToken }, req.id, req.ip);
        return;
      } catch (error) {
        const known = toAppError(error);
        if (!known) throw error;
        return reply.status(known.status).send({ message: known.message, code: known.code });
      }
    }
    if (UNSAFE.has(req.method) && !fromOwnPages(req)) {
      return reply.status(403).send({ message: 'Cross-origin requests are not allowed', code: 'FORBIDDEN' });
    }
    const em = orm.em.fork();
    const session = await resolveSession(services.sessions, em, req.cookies[SESSION_COOKIE]);
    req.ctx = sessionContext(em, session, req.id, req.ip);
  });
  // Maintenance mode: signed-in non-admins get 503 MAINTENANCE everywhere (the session included,
  // so a reload shows the maintenance screen) but signing in and out, registering, password resets
  // and the public settings (which the maintenance screen polls to come back by itself).
  app.addHook('preHandler', async (req) => {
    const actor = req.ctx && actorOf(req.ctx);
    if (!actor || MAINTENANCE_OPEN.some((path) => req.url.startsWith(path))) return;
    await assertNotInMaintenance(req.ctx.em, actor);
  });

  app.setErrorHandler((error, req, reply) => {
    health.report(error);
    const known = toAppError(error);
    if (known?.retryAfter) reply.header('retry-after', String(known.retryAfter));
    if (known && req.url.startsWith('/graphql')) {
      // Refused before GraphQL ran (maintenance, a bad token): still a GraphQL answer, with the code.
      const extensions = {
        code: known.code,
        status: known.status,
        ...(known.field ? { field: known.field } : {}),
        ...(known.fields ? { fields: known.fields } : {}),
      };
      return reply
        .status(known.status)
        .type('application/graphql-response+json; charset=utf-8')
        .send({ errors: [{ message: known.message, extensions }] });
    }
    if (known) {
      const { message, code, field, fields, retryAfter } = known;
      return reply.status(known.status).send({ message, code, field, fields, retryAfter });
    }
    const err = error as { statusCode?: number; message?: string; code?: string };
    if (err.statusCode && err.statusCode < 500) {
      return reply.status(err.statusCode).send({ message: err.message, code: err.code ?? 'BAD_REQUEST' });
    }
    req.log.error({ err: error }, 'request failed');
    return reply.status(500).send({
      message: config.isProduction ? 'Internal server error' : `Internal server error: ${err.message}`,
      code: 'INTERNAL_SERVER_ERROR',
    });
  });

  // Per-token rate limit for API clients (browsers with a session are not limited here).
  await app.register(fastifyRateLimit, {
    global: true,
    max: config.apiTokenRateLimit,
    timeWindow: 60_000,
    // The key is made before the allow list is asked: a request without a token gets an empty one
    // (no hash of nothing on every browser request).
    allowList: (_req, key) => key === '',
    keyGenerator: (req) => {
      const bearer = bearerTokenOf(req.headers.authorization);
      return bearer === null ? '' : `token:${hashToken(bearer)}`;
    },
    errorResponseBuilder: (_req, context) => ({
      statusCode: 429,
      code: 'TOO_MANY_REQUESTS',
      message: `Too many requests with this API token: at most ${context.max} a minute. Try again in ${context.after}.`,
    }),
  });

  app.get('/healthz', async () => ({ status: 'ok' }));
  app.get('/readyz', async (_req, reply) => {
    if (health.available) {
      let timer: NodeJS.Timeout | undefined;
      const late = new Promise<never>((_, reject) => (timer = setTimeout(() => reject(new Error('no answer in time')), READY_CHECK_MS)));
      try {
        await Promise.race([orm.em.fork().getConnection().execute('select 1'), late]);
        return { status: 'ok' };
      } catch (error) {
        health.report(error);
      } finally {
        clearTimeout(timer);
      }
    }
    return reply.status(503).header('retry-after', String(databaseUnavailable().retryAfter)).send({ status: 'database unreachable' });
  });

  await app.register(restRoutes, { prefix: '/api' });
  // Made below, once the schema is built; the pages drawn with their data (registerWeb) ask it.
  const made: { apollo?: ApolloServer<GqlContext> } = {};
  // The page's session user and the public settings, embedded in the HTML (web.ts): what GET
  // /api/auth/session and /api/settings/public answer. Unknown (undefined) when it is not a plain
  // answer: maintenance or the database away, which the shell then learns from the session endpoint as before.
  const readForPage = async <T>(read: (em: EntityManager) => Promise<T>): Promise<T | undefined> => {
    if (!health.available) return undefined;
    try {
      return await read(orm.em.fork());
    } catch (error) {
      health.report(error);
      return undefined;
    }
  };
  await registerWeb(app, config, {
    session: (token) =>
      readForPage(async (em) => {
        const session = await resolveSession(services.sessions, em, token);
        if (!session) return null;
        await assertNotInMaintenance(em, session.actor);
        return sessionUser(session.user);
      }),
    publicSettings: () => readForPage(readPublicSettings),
    // A page drawn with its data (web-frames.ts) asks its queries as a request of the user's to
    // /graphql would: through Apollo Server (validation, limits, the input guard, the executor and
    // error formatting), with the session's context.
    operations: (token, req) =>
      readForPage(async (em) => {
        const session = await resolveSession(services.sessions, em, token);
        const server = made.apollo;
        if (!session || !server) return undefined;
        const contextValue = graphqlContext(sessionContext(em, session, req.id, req.ip), { origin: originOf(req) });
        return async (query, variables, operationName) => {
          const response = await server.executeOperation({ query, variables, operationName }, { contextValue });
          if (response.body.kind !== 'single') throw new Error('The portal answers no operation incrementally');
          return response.body.singleResult;
        };
      }),
  });

  const schema = await buildPortalSchema();
  // What API consumers' codegen points at (issue 20); in production, where introspection is off,
  // only for a signed-in caller or an API token.
  const sdl = schemaSdl(schema);
  app.get('/graphql/schema.graphql', async (req, reply) => {
    if (config.isProduction && !(req.ctx && actorOf(req.ctx))) throw unauthenticated('Sign in to read the GraphQL schema');
    return reply.type('text/plain; charset=utf-8').send(sdl);
  });
  const wss = new WebSocketServer({ noServer: true });
  const wsServer = useServer<Record<string, unknown>, { ctx?: GqlContext }>(
    {
      schema,
      // Each event of a subscription reads with a fresh EntityManager and fresh DataLoaders.
      subscribe: (args) => subscribePerEvent<GqlContext>(args, (ctx) => ({ ...ctx, em: orm.em.fork(), loaders: new Loaders() })),
      // Programs may pass { authorization: 'Bearer <token>' } as connection params instead of a cookie.
      // A revoked, expired or unknown token closes the socket with 4403 Forbidden.
      onConnect: async (wsCtx) => {
        const bearer = bearerTokenOf(String(wsCtx.connectionParams?.authorization ?? ''));
        if (bearer === null) return sameOrigin(wsCtx.extra.request.headers.origin, wsCtx.extra.request.headers.host);
        return resolveApiToken(orm.em.fork(), bearer, wsCtx.extra.request.socket.remoteAddress ?? '').then(() => true, () => false);
      },
      // While the database is away a new subscription cannot start: the socket closes with 1013
      // Try Again Later, which graphql-ws clients retry, subscribing again (an error thrown here
      // would close it with 4500, after which they give up).
      onSubscribe: (wsCtx) => {
        if (health.available) return;
        wsCtx.extra.socket.close(TRY_AGAIN_LATER, 'Database unavailable');
        return [new GraphQLError(databaseUnavailable().message, { extensions: { code: 'DATABASE_UNAVAILABLE' } })];
      },
      context: async (wsCtx) => {
        const request = wsCtx.extra.request;
        const em = orm.em.fork();
        const bearer = bearerTokenOf(String(wsCtx.connectionParams?.authorization ?? ''));
        // A token revoked while the socket is open: later operations run signed out (401s).
        const apiToken = bearer === null ? null : await resolveApiToken(em, bearer, request.socket.remoteAddress ?? '').catch(() => null);
        const cookies = app.parseCookie(request.headers.cookie ?? '');
        const session = bearer !== null ? null : await resolveSession(services.sessions, em, cookies[SESSION_COOKIE]);
        return {
          ...requestContext(em, { user: apiToken?.user ?? session?.user ?? null, session, apiToken }, randomUUID(), request.socket.remoteAddress ?? ''),
          origin: `http://${request.headers.host ?? 'localhost'}`,
        } satisfies GqlContext;
      },
    },
    wss,
  );
  app.server.on('upgrade', (request, socket, head) => {
    if (!request.url?.startsWith('/graphql')) return socket.destroy();
    // While closing, ws answers 503 itself.
    wss.handleUpgrade(request, socket, head, (ws) => wss.emit('connection', ws, request));
  });
  // Shutdown, first step: every signed-in tab holds a subscription, and the HTTP server cannot
  // close while one is open. They end with 1001 Going Away (the browser reconnects elsewhere);
  // a client that does not answer the close frame in time is cut.
  let closing = false;
  app.addHook('preClose', async () => {
    closing = true;
    const cut = setTimeout(() => wss.clients.forEach((socket) => socket.terminate()), SOCKET_CLOSE_MS);
    try {
      await wsServer.dispose();
    } finally {
      clearTimeout(cut);
    }
  });

  const graphqlServer = new ApolloServer<GqlContext>({
    // The portal's schema, executed by graphql-jit (graphql/executor.ts).
    gateway: compiledGateway(schema),
    introspection: !config.isProduction,
    csrfPrevention: true,
    // The portal's own SIGTERM handler closes everything (server.ts): Apollo's would stop it and
    // re-send the signal, killing the process before the database is closed.
    stopOnTerminationSignals: false,
    validationRules: [queryLimitsRule()],
    includeStacktraceInErrorResponses: !config.isProduction,
    formatError: (formatted, error) => {
      health.report(error instanceof GraphQLError ? error.originalError : error);
      return formatGraphqlError(formatted, error, config.isProduction, app);
    },
    // No HTTP cache hints are used; the cache-control plugin would otherwise wrap every field resolver.
    plugins: [ApolloServerPluginCacheControlDisabled(), databaseUnavailableStatus, inputGuardPlugin()],
  });
  await graphqlServer.start();
  made.apollo = graphqlServer;
  await app.register(fastifyApollo(graphqlServer), {
    // The request's Ctx as the prototype, so that its user stays unmapped (graphql/executor.ts).
    context: async (req, reply) => graphqlContext(req.ctx, { reply, origin: originOf(req) }),
  });

  // Requests in flight at shutdown end their connection with their answer (an idle keep-alive
  // connection would hold the server open until it is cut).
  app.addHook('onSend', async (_req, reply) => {
    if (closing) reply.header('connection', 'close');
  });
  // Runs once the HTTP server has closed, so no operation is in flight any more.
  app.addHook('onClose', async () => graphqlServer.stop());
  return app;
}

/**
 * An operation that lost the database half-way answers like a request refused up front: 503 with
 * Retry-After (a query's own error cannot set the status: it is recognised after Apollo read it).
 */
const databaseUnavailableStatus: ApolloServerPlugin<GqlContext> = {
  async requestDidStart() {
    return {
      async willSendResponse({ response }) {
        const errors = response.body.kind === 'single' ? response.body.singleResult.errors : undefined;
        if (!errors?.some((error) => error.extensions?.code === 'DATABASE_UNAVAILABLE')) return;
        response.http.status = 503;
        response.http.headers.set('retry-after', String(databaseUnavailable().retryAfter));
      },
    };
  },
};

/** graphql-js's "Did you mean …?" at the end of a message: it names fields, types and values. */
const SUGGESTION = / ?Did you mean .+\?$/s;

function formatGraphqlError(
  formatted: GraphQLFormattedError,
  error: unknown,
  isProduction: boolean,
  app: FastifyInstance,
): GraphQLFormattedError {
  const result = formatKnownError(formatted, error, isProduction, app);
  // With introspection off, suggestions would still tell the schema to whoever guesses. Stripped
  // here, for every error (Apollo's hideSchemaDetailsFromClientErrors covers validation only, not
  // the coercion of variables).
  return isProduction ? { ...result, message: result.message.replace(SUGGESTION, '') } : result;
}

/** graphql-js's and Apollo's own coded errors (a variable of the wrong type is BAD_USER_INPUT) get their HTTP status too. */
function withStatus(formatted: GraphQLFormattedError): GraphQLFormattedError {
  const status = statusOfCode(formatted.extensions?.code);
  return status && !formatted.extensions?.status ? { ...formatted, extensions: { ...formatted.extensions, status } } : formatted;
}

function formatKnownError(
  formatted: GraphQLFormattedError,
  error: unknown,
  isProduction: boolean,
  app: FastifyInstance,
): GraphQLFormattedError {
  const original = error instanceof GraphQLError ? error.originalError : error;
  if (!original || original instanceof GraphQLError) return withStatus(formatted);
  const known = toAppError(original);
  if (known) {
    return {
      message: known.message,
      path: formatted.path,
      locations: formatted.locations,
      extensions: {
        code: known.code,
        status: known.status,
        ...(known.field ? { field: known.field } : {}),
        ...(known.fields ? { fields: known.fields } : {}),
        ...(known.retryAfter ? { retryAfter: known.retryAfter } : {}),
      },
    };
  }
  const code = formatted.extensions?.code;
  if (code && code !== 'INTERNAL_SERVER_ERROR') {
    return withStatus(isProduction ? { ...formatted, extensions: { code } } : formatted);
  }
  app.log.error({ err: original }, 'graphql resolver failed');
  return {
    message: isProduction ? 'Internal server error' : `Internal server error: ${(original as Error).message}`,
    path: formatted.path,
    locations: formatted.locations,
    extensions: { code: 'INTERNAL_SERVER_ERROR' },
  };
}

export { AppError };
