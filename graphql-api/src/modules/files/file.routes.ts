import fastifyMultipart from '@fastify/multipart';
import type { FastifyPluginAsync, FastifyReply, FastifyRequest } from 'fastify';
import type { Ctx } from '../../common/context';
import { file, ID, type JsonSchema, list, ok, ORDER_KEY, params, shape } from '../../common/schemas';
import { ATTACHMENT } from './attachment.schema';
import { attachmentJson } from './attachment.links';
import {
  deleteAttachment,
  type FileAnswer,
  type FileReader,
  listOrderDocuments,
  MAX_FILE_BYTES,
  readAttachment,
  type UploadedFile,
  uploadOrderDocument,
} from './file.service';

type IdParams = { Params: { id: string } };

const tooLarge = () =>
  Object.assign(new Error('The file is larger than the 25 MB limit'), {
    statusCode: 413,
    code: 'PAYLOAD_TOO_LARGE',
  });

/** The `file` part and the `description` field of a multipart request. */
async function readUpload(req: FastifyRequest): Promise<UploadedFile | null> {
  if (!req.isMultipart()) return null;
  let file: UploadedFile | null = null;
  let description: string | null = null;
  try {
    for await (const part of req.parts()) {
      if (part.type === 'file') {
        const content = await part.toBuffer();
        if (part.fieldname === 'file' && !file && part.filename)
          file = { fileName: part.filename, content };
      } else if (part.fieldname === 'description') description = String(part.value ?? '');
    }
  } catch (error) {
    const code = (error as { code?: string }).code;
    if (code === 'FST_REQ_FILE_TOO_LARGE' || code === 'FST_FILES_LIMIT') throw tooLarge();
    throw error;
  }
  return file && { ...file, description };
}

function sendFile(reply: FastifyReply, answer: FileAnswer) {
  if ('redirect' in answer) return reply.redirect(answer.redirect, 302);
  return reply
    .header('content-type', answer.mimeType)
    .header('content-disposition', answer.disposition)
    .header('x-content-type-options', 'nosniff')
    .header('cache-control', 'private, no-store')
    .send(answer.body);
}

/** An upload path (multipart: file, description): its summary and path parameters, and the upload it makes. */
export type UploadRoute = {
  path: string;
  summary: string;
  params: JsonSchema;
  upload(ctx: Ctx, params: Record<string, string>, readFile: FileReader): Promise<unknown>;
};

/**
 * Upload paths, answering 201 with the attachment: an order's documents here, and the owners
 * above files register theirs from their own routes (a specification's attachments, sample
 * photos, defect photos). Multipart is parsed in their scope only.
 */
export function uploadRoutes(routes: readonly UploadRoute[]): FastifyPluginAsync {
  return async (app) => {
    await app.register(fastifyMultipart, {
      limits: { fileSize: MAX_FILE_BYTES, files: 1, fields: 10 },
    });
    for (const route of routes)
      app.post<{ Params: Record<string, string> }>(
        route.path,
        { schema: { summary: route.summary, params: route.params, response: ok(201, ATTACHMENT) } },
        async (req, reply) => reply.status(201).send(await route.upload(req.ctx, req.params, () => readUpload(req))),
      );
  };
}

/** REST paths of the files module: an order's documents, downloads and deletes. */
export const fileRoutes: FastifyPluginAsync = async (app) => {
  await app.register(
    uploadRoutes([
      {
        path: '/orders/:id/documents',
        summary: 'Upload an order document (multipart: file, description)',
        params: params({ id: ORDER_KEY }),
        upload: (ctx, { id }, readFile) => uploadOrderDocument(ctx, id, readFile),
      },
    ]),
  );

  app.get<IdParams>(
    '/orders/:id/documents',
    {
      schema: {
        summary: "An order's documents",
        params: params({ id: ORDER_KEY }),
        response: ok(200, list(ATTACHMENT)),
      },
    },
    async (req) => (await listOrderDocuments(req.ctx, req.params.id)).map(attachmentJson),
  );

  // The same file, as a download or shown inline; a link attachment redirects to its URL.
  const ATTACHMENT_MODES = [
    ['download', 'Download an attachment'],
    ['view', 'Show an attachment inline (images, PDF)'],
  ] as const;
  for (const [mode, summary] of ATTACHMENT_MODES)
    app.get<IdParams>(
      `/attachments/:id/${mode}`,
      {
        schema: {
          summary,
          params: params({ id: ID }),
          response: {
            200: file('application/octet-stream', 'The file (its own content type)'),
            302: { description: 'A link attachment: redirects to its URL', type: 'null' },
          },
        },
      },
      async (req, reply) =>
        sendFile(reply, await readAttachment(req.ctx, Number(req.params.id), mode)),
    );

  app.delete<IdParams>(
    '/attachments/:id',
    {
      schema: {
        summary: 'Delete an attachment',
        params: params({ id: ID }),
        response: ok(200, shape({ id: 'integer', deleted: 'boolean' })),
      },
    },
    async (req) => deleteAttachment(req.ctx, Number(req.params.id)),
  );
};
