import { createHash } from 'node:crypto';
import type { EntityManager } from '@mikro-orm/postgresql';
import { zipSync, type ZipOptions } from 'fflate';
import { audit } from '../../common/audit';
import { type Ctx, requireUser } from '../../common/context';
import { AppError, badInput, conflict, forbidden, notFound } from '../../common/errors';
import { defectForPhoto, InspectionDefect } from '../inspections';
import { publishAll } from '../notifications';
import { CLOSED_STATUSES, findVisibleOrder, Order, orderChangedEvent } from '../orders';
import { Specification, specificationAccess, writableSpecification } from '../specifications';
import { User } from '../users';
import { Attachment } from './attachment.entity';
import { attachmentJson, isHttpUrl } from './attachment.links';
import {
  ALLOWED_TYPES_TEXT,
  contentDisposition,
  extensionOf,
  fileTypeOf,
  isInlineSafe,
  sanitizeFileName,
  uploadKindOf,
} from './file-type';

const SOURCE = 'files';
export const MAX_FILE_BYTES = 25 * 1024 * 1024;
const MAX_DESCRIPTION = 500;

export type UploadedFile = { fileName: string; content: Buffer; description?: string | null };
/** Reads the request's file; called only once the user may upload. */
export type FileReader = () => Promise<UploadedFile | null>;
type Owner =
  | { specification: Specification }
  | { order: Order; samplePhoto?: boolean; inspectionDefect?: InspectionDefect };

// ---------------------------------------------------------------------------------------------
// Upload

/** The checked name, type and description of an upload, or a 400 with the reason. */
function checkUpload(file: UploadedFile | null) {
  if (!file || !file.fileName) throw badInput('Please select a file to upload', 'file');
  const fileName = sanitizeFileName(file.fileName);
  const kind = uploadKindOf(fileName);
  if (!kind) throw badInput(`This file type is not allowed. Upload ${ALLOWED_TYPES_TEXT}.`, 'file');
  if (file.content.length === 0) throw badInput('The file is empty', 'file');
  if (file.content.length > MAX_FILE_BYTES) throw badInput('The file is larger than 25 MB', 'file');
  if (!kind.matches(file.content))
    throw badInput('The file content does not match its type', 'file');
  const description = file.description?.trim() || null;
  if (description && description.length > MAX_DESCRIPTION) {
    throw badInput(`Description must be at most ${MAX_DESCRIPTION} characters`, 'description');
  }
  return { fileName, mimeType: kind.mime, description };
}

async function store(ctx: Ctx, owner: () => Promise<Owner>, readFile: FileReader, label: string) {
  const user = requireUser(ctx);
  const target = await owner(); // may the user upload here? (checked before reading the bytes)
  const file = await readFile();
  const checked = checkUpload(file);
  if ('samplePhoto' in target && target.samplePhoto && fileTypeOf(checked.fileName) !== 'image')
    throw badInput('Sample photos must be JPG, PNG, GIF or WEBP images', 'file');
  if ('order' in target && target.inspectionDefect && fileTypeOf(checked.fileName) !== 'image')
    throw badInput('Defect photos must be JPG, PNG, GIF or WEBP images', 'file');
  const content = file!.content;
  const id = await ctx.em.transactional(async (em) => {
    const attachment = em.create(Attachment, {
      ...('order' in target
        ? {
            order: em.getReference(Order, target.order.id),
            samplePhoto: target.samplePhoto ?? false,
            inspectionDefect: target.inspectionDefect ? em.getReference(InspectionDefect, target.inspectionDefect.id) : null,
          }
        : { specification: em.getReference(Specification, target.specification.id) }),
      ...checked,
      fileType: fileTypeOf(checked.fileName),
      sizeBytes: content.length,
      sha256: createHash('sha256').update(content).digest('hex'),
      content,
      url: null,
      uploadedBy: em.getReference(User, user.id),
      uploadedAt: new Date(),
    });
    em.persist(attachment);
    await em.flush();
    audit(
      { ...ctx, em },
      {
        action: 'attachment.upload',
        entity: 'attachment',
        entityId: attachment.id,
        source: SOURCE,
        message: `${user.username} uploaded ${checked.fileName} (${content.length} bytes) to ${label}`,
        after: { ...checked, sizeBytes: content.length, sha256: attachment.sha256 },
      },
    );
    return attachment.id;
  });
  // An order's documents tab follows live on both sides.
  if ('order' in target && !target.samplePhoto && !target.inspectionDefect) await publishAll(ctx.pubsub, [orderChangedEvent(target.order)]);
  return attachmentJson(await loadAttachment(ctx.em, id));
}

/** POST /api/specifications/{id}/attachments: whoever may write the specification. */
export function uploadSpecificationAttachment(ctx: Ctx, specId: number, readFile: FileReader) {
  return store(
    ctx,
    async () => ({ specification: await writableSpecification(ctx, specId) }),
    readFile,
    `specification ${specId}`,
  );
}

/** POST /api/orders/{idOrCode}/documents: a party of the order or an admin. */
export function uploadOrderDocument(ctx: Ctx, idOrCode: string, readFile: FileReader) {
  return store(
    ctx,
    async () => ({ order: await findVisibleOrder(ctx, idOrCode, []) }),
    readFile,
    `order ${idOrCode}`,
  );
}

/**
 * POST /api/orders/{idOrCode}/samples/photos: the order's vendor uploads a photo (an image) for a
 * sample submission; submitSample then names it. Not listed among the order's documents.
 */
export function uploadSamplePhoto(ctx: Ctx, idOrCode: string, readFile: FileReader) {
  return store(
    ctx,
    async () => {
      const order = await findVisibleOrder(ctx, idOrCode, []);
      if (ctx.user!.id !== order.vendor.id)
        throw forbidden("Only the order's vendor can upload sample photos");
      if (CLOSED_STATUSES.includes(order.status))
        throw conflict(`This order is ${order.status} and can no longer change`);
      return { order, samplePhoto: true };
    },
    readFile,
    `the samples of order ${idOrCode}`,
  );
}

/**
 * POST /api/inspections/{id}/defects/{defectId}/photos: the inspector adds a photo (an image) of
 * recorded defects while the inspection is in progress. Not listed among the order's documents.
 */
export function uploadInspectionPhoto(ctx: Ctx, inspectionId: string, defectId: string, readFile: FileReader) {
  return store(
    ctx,
    async () => {
      const { order, defect } = await defectForPhoto(ctx, inspectionId, defectId);
      return { order, inspectionDefect: defect };
    },
    readFile,
    `defect ${defectId} of inspection ${inspectionId}`,
  );
}

// ---------------------------------------------------------------------------------------------
// Reading

async function loadAttachment(em: EntityManager, id: number) {
  const attachment = await em.findOne(Attachment, { id }, { populate: ['uploadedBy'] });
  if (!attachment) throw notFound('File');
  return attachment;
}

/** An attachment the user may see: access to its specification or order, else 404. */
async function visibleAttachment(ctx: Ctx, id: number): Promise<Attachment> {
  requireUser(ctx);
  const attachment = Number.isInteger(id) ? await ctx.em.findOne(Attachment, { id }) : null;
  try {
    if (attachment?.specification) await specificationAccess(ctx, attachment.specification.id);
    else if (attachment?.order) await findVisibleOrder(ctx, attachment.order.id, []);
    else throw notFound('File');
  } catch (error) {
    throw error instanceof AppError && error.code === 'NOT_FOUND' ? notFound('File') : error;
  }
  return attachment!;
}

export type FileAnswer =
  { redirect: string } | { body: Buffer; mimeType: string; disposition: string };

/**
 * The bytes of an attachment with the headers to send: `download` always as an attachment,
 * `view` inline only for images (not SVG) and PDF. A link answers a redirect (http(s) only).
 */
export async function readAttachment(
  ctx: Ctx,
  id: number,
  mode: 'download' | 'view',
): Promise<FileAnswer> {
  const attachment = await visibleAttachment(ctx, id);
  await ctx.em.populate(attachment, ['content']);
  if (!attachment.content) {
    if (attachment.url && isHttpUrl(attachment.url)) return { redirect: attachment.url };
    throw notFound('File');
  }
  const inline = mode === 'view' && isInlineSafe(attachment.mimeType);
  return {
    body: attachment.content,
    mimeType: attachment.mimeType,
    disposition: contentDisposition(inline ? 'inline' : 'attachment', attachment.fileName),
  };
}

/** Names made unique within a zip: 'a.txt', 'a (2).txt', ... */
function uniqueNames(names: string[]): string[] {
  const used = new Set<string>();
  return names.map((name) => {
    const ext = extensionOf(name);
    const stem = ext ? name.slice(0, -(ext.length + 1)) : name;
    let candidate = name;
    for (let n = 2; used.has(candidate.toLowerCase()); n++) {
      candidate = ext ? `${stem} (${n}).${ext}` : `${stem} (${n})`;
    }
    used.add(candidate.toLowerCase());
    return candidate;
  });
}

const COMPRESSED = new Set(['png', 'jpg', 'jpeg', 'gif', 'webp', 'zip', 'docx', 'xlsx', 'pdf']);

/** Download All: a zip of every stored file of a specification. */
export async function zipSpecificationAttachments(ctx: Ctx, specId: number) {
  const { spec } = await specificationAccess(ctx, specId);
  const files = await ctx.em.find(
    Attachment,
    { specification: spec.id, content: { $ne: null } },
    { populate: ['content'], orderBy: { id: 'asc' } },
  );
  const names = uniqueNames(files.map((f) => f.fileName));
  const entries: Record<string, [Uint8Array, ZipOptions]> = {};
  files.forEach((file, i) => {
    entries[names[i]] = [file.content!, { level: COMPRESSED.has(extensionOf(names[i])) ? 0 : 6 }];
  });
  const base = sanitizeFileName(spec.title)
    .replace(/[^\w.-]+/g, '-')
    .replace(/^-+|-+$/g, '');
  return {
    body: Buffer.from(zipSync(entries)),
    disposition: contentDisposition('attachment', `${base || 'specification'}-attachments.zip`),
  };
}

/** GET /api/orders/{idOrCode}/documents: newest first. */
export async function listOrderDocuments(ctx: Ctx, idOrCode: string) {
  const order = await findVisibleOrder(ctx, idOrCode, []);
  return ctx.em.find(
    Attachment,
    { order: order.id, samplePhoto: false, inspectionDefect: null },
    { populate: ['uploadedBy'], orderBy: [{ uploadedAt: 'desc' }, { id: 'desc' }] },
  );
}

// ---------------------------------------------------------------------------------------------
// Delete

/**
 * Deletes a file. Whoever can see it may delete it: a specification's readers are its writers
 * (uploaders included) and admins, an order's are its parties and admins.
 */
export async function deleteAttachment(
  ctx: Ctx,
  id: number,
): Promise<{ id: number; deleted: true }> {
  const user = requireUser(ctx);
  const attachment = await visibleAttachment(ctx, id);
  if (attachment.sampleAttempt)
    throw conflict('This photo belongs to a submitted sample and stays with its history');
  if (attachment.inspectionDefect)
    throw conflict('This photo belongs to an inspection report and stays with it');
  const order = attachment.order ? await findVisibleOrder(ctx, attachment.order.id, []) : null;
  await ctx.em.transactional(async (em) => {
    const before = { ...attachmentJson(await loadAttachment(em, id)) };
    await em.nativeDelete(Attachment, { id });
    audit(
      { ...ctx, em },
      {
        action: 'attachment.delete',
        entity: 'attachment',
        entityId: id,
        source: SOURCE,
        message: `${user.username} deleted ${attachment.fileName}`,
        before: {
          ...before,
          specificationId: attachment.specification?.id ?? null,
          orderId: attachment.order?.id ?? null,
        },
      },
    );
  });
  if (order) await publishAll(ctx.pubsub, [orderChangedEvent(order)]);
  return { id, deleted: true };
}
