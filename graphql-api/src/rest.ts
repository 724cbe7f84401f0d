import type { FastifyPluginAsync } from 'fastify';
import { actorOf } from './common/context';
import { authRoutes, SESSION_COOKIE } from './modules/auth';
import { profileRoutes, userRoutes } from './modules/accounts';
import { connectionRoutes } from './modules/connections';
import { productRoutes } from './modules/products';
import { inventoryRoutes } from './modules/inventory';
import { orderRoutes } from './modules/orders';
import { sampleRoutes } from './modules/samples';
import { inspectionRoutes } from './modules/inspections';
import { shipmentRoutes } from './modules/shipments';
import { messageRoutes } from './modules/messages';
import { notificationRoutes } from './modules/notifications';
import { specificationRoutes } from './modules/specifications';
import { fileRoutes } from './modules/files';
import { settingsRoutes } from './modules/settings';
import { auditRoutes } from './modules/audit';
import { analyticsRoutes } from './modules/analytics';
import { scorecardRoutes } from './modules/scorecards';
import { dashboardRoutes } from './modules/dashboard';
import { searchRoutes } from './modules/search';
import { outboxRoutes } from './modules/email';
import { apiTokenRoutes } from './modules/api-tokens';
import { webhookRoutes } from './modules/webhooks';
import { backupRoutes } from './modules/backups';
import { importRoutes } from './modules/imports';
import { orderingPolicyRoutes } from './modules/policy';
import { acknowledgementRoutes } from './modules/planning';
import fastifySwagger from '@fastify/swagger';
import { unauthenticated } from './common/errors';
import { guardInput } from './common/input-guard';
import { API_ERROR, describeRoute, ok, validatorCompiler } from './common/schemas';

/** The OpenAPI tags: each path's first segment names its domain. */
const TAGS: Record<string, string> = {
  auth: 'Authentication',
  users: 'Users',
  profile: 'Profile',
  associations: 'Connections',
  products: 'Products',
  inventory: 'Inventory',
  orders: 'Orders',
  timeline: 'Orders',
  messages: 'Messages',
  notifications: 'Notifications',
  specifications: 'Specifications',
  attachments: 'Files',
  settings: 'Settings',
  outbox: 'Settings',
  'audit-log.csv': 'Administration',
  admin: 'Administration',
  system: 'Administration',
  dashboard: 'Dashboard',
  analytics: 'Analytics',
  scorecards: 'Analytics',
  search: 'Search',
  tokens: 'API tokens',
  webhooks: 'Webhooks',
  imports: 'Imports',
  'ordering-policy': 'Ordering policy',
  'ordering-policies': 'Ordering policy',
  inspections: 'Quality inspections',
  'quality-settings': 'Quality inspections',
  shipments: 'Shipments',
  'shipping-settings': 'Shipments',
  'openapi.json': 'Documentation',
};
export const tagOf = (url: string) => TAGS[url.split('/')[2]?.split('?')[0] ?? ''] ?? 'Other';

/** The REST paths of SPEC.md section 7 (and the file paths uploads need), one plugin per module. */
export const restRoutes: FastifyPluginAsync = async (app) => {
  // Every route's schema validates its query string and path parameters, serializes its answer
  // (common/schemas.ts) and becomes its part of the OpenAPI document served at /api/openapi.json.
  app.setValidatorCompiler(validatorCompiler);
  app.addSchema(API_ERROR);
  app.addHook('onRoute', (route) => {
    route.schema = describeRoute(String(route.method), route.url, route.schema, tagOf(route.url));
  });
  app.addHook('preValidation', async (req) => {
    // A route that needs a signed-in caller says so (its schema's security): 401 before anything
    // else. An empty requirement ({}) among them admits anonymous callers too: the route decides.
    const security = req.routeOptions.schema?.security;
    const anonymousToo = security?.some((requirement) => Object.keys(requirement).length === 0);
    if (security?.length && !anonymousToo && !(req.ctx && actorOf(req.ctx))) throw unauthenticated();
    // The one input guard (common/input-guard.ts) before any schema or rule: path, query, body.
    guardInput(req.params);
    guardInput(req.query);
    // A JSON body (a text/csv import is checked cell by cell, through its rows' validateInput).
    if (typeof req.body === 'object') guardInput(req.body);
    // Blank query values are left out, as a form sends them.
    const query = req.query as Record<string, unknown> | undefined;
    for (const [key, value] of Object.entries(query ?? {}))
      if (typeof value === 'string' && value.trim() === '') delete query![key];
  });
  await app.register(fastifySwagger, {
    // Shared schemas keep their $id as their name under components.schemas.
    refResolver: {
      buildLocalReference: (json, _baseUri, _fragment, i) => String(json.$id ?? `def-${i}`),
    },
    openapi: {
      openapi: '3.1.0',
      info: {
        title: 'Apparel production portal API',
        version: '1.0.0',
        description:
          'The REST paths of the portal (SPEC.md section 7). Sign in with POST /api/auth/login (a session cookie) ' +
          'or send an API token as `Authorization: Bearer <token>`. Every error answers `{ message, code, field? }`. ' +
          'The GraphQL schema is at /graphql/schema.graphql.',
      },
      components: {
        securitySchemes: {
          sessionCookie: {
            type: 'apiKey',
            in: 'cookie',
            name: SESSION_COOKIE,
            description: 'Set by POST /api/auth/login.',
          },
          bearerToken: {
            type: 'http',
            scheme: 'bearer',
            description: 'An API token (Profile → API tokens).',
          },
        },
      },
      tags: [...new Set(Object.values(TAGS))].map((name) => ({ name })),
    },
  });
  app.get(
    '/openapi.json',
    {
      schema: {
        summary: 'This OpenAPI 3.1 document',
        security: [],
        response: ok(200, { type: 'object', additionalProperties: true }),
      },
    },
    async () => app.swagger(),
  );
  await app.register(authRoutes);
  await app.register(userRoutes);
  await app.register(profileRoutes);
  await app.register(connectionRoutes);
  await app.register(productRoutes);
  await app.register(inventoryRoutes);
  await app.register(orderRoutes);
  await app.register(acknowledgementRoutes);
  await app.register(sampleRoutes);
  await app.register(inspectionRoutes);
  await app.register(shipmentRoutes);
  await app.register(messageRoutes);
  await app.register(notificationRoutes);
  await app.register(specificationRoutes);
  await app.register(fileRoutes);
  await app.register(settingsRoutes);
  await app.register(auditRoutes);
  await app.register(dashboardRoutes);
  await app.register(analyticsRoutes);
  await app.register(scorecardRoutes);
  await app.register(searchRoutes);
  await app.register(outboxRoutes);
  await app.register(apiTokenRoutes);
  await app.register(webhookRoutes);
  await app.register(backupRoutes);
  await app.register(importRoutes);
  await app.register(orderingPolicyRoutes);
};
