import fastifyMultipart from '@fastify/multipart';
import type { FastifyPluginAsync, FastifyReply, FastifyRequest } from 'fastify';
import { ANY_OBJECT, file, ok, query } from '../../common/schemas';
import { badInput } from '../../common/errors';
import { MAX_IMPORT_BYTES, templateCsv, tooLarge } from '../../common/csv-file';
import {
  type ImportReport,
  importOrders,
  importProducts,
  ORDER_COLUMNS,
  PRODUCT_COLUMNS,
} from './import.service';

type DryRun = { Querystring: { dryRun?: boolean } };
const DRY_RUN = query({ dryRun: 'boolean' });

/** The CSV text of a request: a multipart `file` part, or a text/csv body. */
async function readCsv(req: FastifyRequest): Promise<string> {
  if (typeof req.body === 'string') return req.body;
  if (!req.isMultipart()) {
    throw badInput('Send the CSV file as multipart form data (field "file") or as a text/csv body');
  }
  let text: string | null = null;
  try {
    for await (const part of req.parts()) {
      if (part.type === 'file' && part.fieldname === 'file' && text == null) {
        text = (await part.toBuffer()).toString('utf8');
      }
    }
  } catch (error) {
    if ((error as { code?: string }).code === 'FST_REQ_FILE_TOO_LARGE') throw tooLarge();
    throw error;
  }
  if (text == null) throw badInput('Choose a CSV file to import');
  return text;
}

/** 200 with the report for a preview or a done import; 400 with it when a row stopped the import. */
function send(reply: FastifyReply, result: ImportReport) {
  if (result.dryRun || result.valid) return reply.status(result.dryRun ? 200 : 201).send(result);
  const count = result.rows.filter((row) => row.errors.length).length;
  return reply.status(400).send({
    message: `Nothing was imported: ${count} row${count === 1 ? ' has' : 's have'} errors. ${result.errors[0]}`,
    code: 'BAD_USER_INPUT',
    ...result,
  });
}

/** CSV imports (issue 10): preview with ?dryRun=1, then the same file again to import. */
export const importRoutes: FastifyPluginAsync = async (app) => {
  await app.register(fastifyMultipart, {
    limits: { fileSize: MAX_IMPORT_BYTES, files: 1, fields: 5 },
  });
  // The limit is checked by the service, so a large file gets its plain message, not Fastify's.
  app.addContentTypeParser(
    'text/csv',
    { parseAs: 'string', bodyLimit: 4 * MAX_IMPORT_BYTES },
    (_req, body, done) => done(null, body),
  );

  app.post<DryRun>(
    '/products/import',
    {
      schema: {
        summary:
          'Vendors: import products from CSV (multipart field "file" or a text/csv body); dryRun=1 previews',
        querystring: DRY_RUN,
        response: {
          200: { description: 'The preview (dryRun)', ...ANY_OBJECT },
          201: { description: 'Imported', ...ANY_OBJECT },
          400: {
            description:
              'Nothing imported: the coded error with the report (rows and their errors)',
            ...ANY_OBJECT,
          },
        },
      },
    },
    async (req, reply) =>
      send(reply, await importProducts(req.ctx, await readCsv(req), req.query.dryRun ?? false)),
  );
  app.post<DryRun>(
    '/orders/import',
    {
      schema: {
        summary: 'Buyers: import orders from CSV; dryRun=1 previews',
        querystring: DRY_RUN,
        response: {
          200: { description: 'The preview (dryRun)', ...ANY_OBJECT },
          201: { description: 'Imported', ...ANY_OBJECT },
          400: {
            description:
              'Nothing imported: the coded error with the report (rows and their errors)',
            ...ANY_OBJECT,
          },
        },
      },
    },
    async (req, reply) =>
      send(reply, await importOrders(req.ctx, await readCsv(req), req.query.dryRun ?? false)),
  );

  const template = (name: string, csv: string) => (_req: FastifyRequest, reply: FastifyReply) =>
    reply
      .header('content-type', 'text/csv; charset=utf-8')
      .header('content-disposition', `attachment; filename="${name}"`)
      .send(csv);
  app.get(
    '/products/import/template.csv',
    {
      schema: {
        summary: 'The products CSV template',
        security: [],
        response: { 200: file('text/csv', 'A CSV file') },
      },
    },
    template('products-template.csv', templateCsv(PRODUCT_COLUMNS)),
  );
  app.get(
    '/orders/import/template.csv',
    {
      schema: {
        summary: 'The orders CSV template',
        security: [],
        response: { 200: file('text/csv', 'A CSV file') },
      },
    },
    template('orders-template.csv', templateCsv(ORDER_COLUMNS)),
  );
  app.get(
    '/imports/columns',
    { schema: { summary: 'The columns each CSV import reads', response: ok(200, ANY_OBJECT) } },
    async () => ({ products: PRODUCT_COLUMNS, orders: ORDER_COLUMNS }),
  );
};
