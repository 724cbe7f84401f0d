import fastifyMultipart from '@fastify/multipart';
import type { FastifyPluginAsync, FastifyReply, FastifyRequest } from 'fastify';
import { file, ID, list, ok, ORDER_KEY, params, shape } from '../../common/schemas';
import { ATTACHMENT } from './attachment.schema';
import { attachmentJson } from './attachment.links';
import {
  deleteAttachment,
  type FileAnswer,
  listOrderDocuments,
  MAX_FILE_BYTES,
  readAttachment,
  type UploadedFile,
  uploadOrderDocument,
  uploadInspectionPhoto,
  uploadSamplePhoto,
  uploadSpecificationAttachment,
  zipSpecificationAttachments,
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

/** REST paths of the files module: uploads, downloads, Download All and deletes. */
export const fileRoutes: FastifyPluginAsync = async (app) => {
  await app.register(fastifyMultipart, {
    limits: { fileSize: MAX_FILE_BYTES, files: 1, fields: 10 },
  });

  app.post<IdParams>(
    '/specifications/:id/attachments',
    {
      schema: {
        summary: 'Upload a specification attachment (multipart: file, description)',
        params: params({ id: ID }),
        response: ok(201, ATTACHMENT),
      },
    },
    async (req, reply) => {
      const saved = await uploadSpecificationAttachment(req.ctx, Number(req.params.id), () =>
        readUpload(req),
      );
      return reply.status(201).send(saved);
    },
  );

  app.post<IdParams>(
    '/orders/:id/documents',
    {
      schema: {
        summary: 'Upload an order document (multipart: file, description)',
        params: params({ id: ORDER_KEY }),
        response: ok(201, ATTACHMENT),
      },
    },
    async (req, reply) => {
      const saved = await uploadOrderDocument(req.ctx, req.params.id, () => readUpload(req));
      return reply.status(201).send(saved);
    },
  );

  app.post<IdParams>(
    '/orders/:id/samples/photos',
    {
      schema: {
        summary: 'Vendors: upload a sample photo (multipart: file)',
        params: params({ id: ORDER_KEY }),
        response: ok(201, ATTACHMENT),
      },
    },
    async (req, reply) => {
      const saved = await uploadSamplePhoto(req.ctx, req.params.id, () => readUpload(req));
      return reply.status(201).send(saved);
    },
  );

  app.post<{ Params: { id: string; defectId: string } }>(
    '/inspections/:id/defects/:defectId/photos',
    {
      schema: {
        summary: 'Upload a photo of an inspection defect (multipart: file)',
        params: params({ id: ID, defectId: ID }),
        response: ok(201, ATTACHMENT),
      },
    },
    async (req, reply) => {
      const saved = await uploadInspectionPhoto(req.ctx, req.params.id, req.params.defectId, () =>
        readUpload(req),
      );
      return reply.status(201).send(saved);
    },
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

  app.get<IdParams>(
    '/specifications/:id/attachments.zip',
    {
      schema: {
        summary: "A specification's attachments as one zip (Download All)",
        params: params({ id: ID }),
        response: { 200: file('application/zip', 'The zip') },
      },
    },
    async (req, reply) => {
      const zip = await zipSpecificationAttachments(req.ctx, Number(req.params.id));
      return reply
        .header('content-type', 'application/zip')
        .header('content-disposition', zip.disposition)
        .header('cache-control', 'private, no-store')
        .send(zip.body);
    },
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
