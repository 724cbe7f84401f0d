import { createHash } from 'node:crypto';
import type { ObjectQuery } from '@mikro-orm/core';
import type { EntityManager } from '@mikro-orm/postgresql';
import { zipSync, type ZipOptions } from 'fflate';
import { audit } from '../../common/audit';
import { type Ctx, requireUser } from '../../common/context';
import { AppError, badInput, conflict, notFound } from '../../common/errors';
import { publishAll } from '../../common/publish';
import { findVisibleOrder, Order, orderChangedEvent } from '../orders';
import { User } from '../users';
import { Attachment } from './attachment.entity';
import { attachmentJson, isHttpUrl } from './attachment.links';
import type { UploadTarget } from './attachment.owner';
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

/**
 * Stores an upload: first where it goes (`target`, the owner's check: may the user upload
 * there?), then the file read and checked. The owners' modules call it for their uploads
 * (specifications, samples, inspections); the answer is the attachment as REST shows it.
 */
export async function storeAttachment(
  ctx: Ctx,
  target: () => Promise<UploadTarget>,
  readFile: FileReader,
) {
  const user = requireUser(ctx);
  const { columns, imagesOnly, label, published = [] } = await target(); // checked before reading the bytes
  const file = await readFile();
  const checked = checkUpload(file);
  if (imagesOnly && fileTypeOf(checked.fileName) !== 'image') throw badInput(imagesOnly, 'file');
  const content = file!.content;
  const id = await ctx.em.transactional(async (em) => {
    const attachment = em.create(Attachment, {
      ...columns(em),
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
  await publishAll(ctx, published);
  return attachmentJson(await loadAttachment(ctx.em, id));
}

/** POST /api/orders/{idOrCode}/documents: a party of the order or an admin. */
export function uploadOrderDocument(ctx: Ctx, idOrCode: string, readFile: FileReader) {
  return storeAttachment(
    ctx,
    async () => {
      const order = await findVisibleOrder(ctx, idOrCode, []);
      return {
        columns: (em) => ({ order: em.getReference(Order, order.id) }),
        label: `order ${idOrCode}`,
        // An order's documents tab follows live on both sides.
        published: [orderChangedEvent(order)],
      };
    },
    readFile,
  );
}

// ---------------------------------------------------------------------------------------------
// Reading

async function loadAttachment(em: EntityManager, id: number) {
  const attachment = await em.findOne(Attachment, { id }, { populate: ['uploadedBy'] });
  if (!attachment) throw notFound('File');
  return attachment;
}

/** The owner above files an attachment belongs to, if any (files/attachment.owner.ts). */
const ownerOf = (ctx: Ctx, attachment: Attachment) => ctx.attachmentOwners.find((owner) => owner.owns(attachment));

/** An attachment the user may see: its owner's say (a specification's access), else its order's; 404 otherwise. */
async function visibleAttachment(ctx: Ctx, id: number): Promise<Attachment> {
  requireUser(ctx);
  const attachment = Number.isInteger(id) ? await ctx.em.findOne(Attachment, { id }) : null;
  const owner = attachment && ownerOf(ctx, attachment);
  try {
    if (owner?.assertVisible) await owner.assertVisible(ctx, attachment!);
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

/**
 * Download All: a zip of these stored files (their content loaded), named after `title`
 * (`<title>-attachments.zip`, `<fallback>-attachments.zip` when nothing of the title is left).
 */
export function zipAttachments(files: readonly Attachment[], title: string, fallback: string) {
  const names = uniqueNames(files.map((f) => f.fileName));
  const entries: Record<string, [Uint8Array, ZipOptions]> = {};
  files.forEach((file, i) => {
    entries[names[i]] = [file.content!, { level: COMPRESSED.has(extensionOf(names[i])) ? 0 : 6 }];
  });
  const base = sanitizeFileName(title)
    .replace(/[^\w.-]+/g, '-')
    .replace(/^-+|-+$/g, '');
  return {
    body: Buffer.from(zipSync(entries)),
    disposition: contentDisposition('attachment', `${base || fallback}-attachments.zip`),
  };
}

/** The condition leaving out the attachments of the owners above files. */
function notOwned(ctx: Ctx): ObjectQuery<Attachment> {
  const owned = ctx.attachmentOwners.map((owner) => owner.owned);
  return owned.length > 0 ? { $not: { $or: owned } } : {};
}

/** GET /api/orders/{idOrCode}/documents: newest first. */
export async function listOrderDocuments(ctx: Ctx, idOrCode: string) {
  const order = await findVisibleOrder(ctx, idOrCode, []);
  return ctx.em.find(
    Attachment,
    // Not a sample photo, nor another owner's (a defect's photo).
    { order: order.id, samplePhoto: false, ...notOwned(ctx) },
    { populate: ['uploadedBy'], orderBy: [{ uploadedAt: 'desc' }, { id: 'desc' }] },
  );
}

// ---------------------------------------------------------------------------------------------
// Delete

/**
 * Deletes a file. Whoever can see it may delete it (a specification's readers are its writers,
 * uploaders included, and admins; an order's are its parties and admins), unless its owner keeps
 * it (a submitted sample's photos, an inspection's).
 */
export async function deleteAttachment(
  ctx: Ctx,
  id: number,
): Promise<{ id: number; deleted: true }> {
  const user = requireUser(ctx);
  const attachment = await visibleAttachment(ctx, id);
  const keeps = ownerOf(ctx, attachment)?.keeps;
  if (keeps) throw conflict(keeps);
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
          ...Object.assign({}, ...ctx.attachmentOwners.map((owner) => owner.auditIds?.(attachment))),
          orderId: attachment.order?.id ?? null,
        },
      },
    );
  });
  if (order) await publishAll(ctx, [orderChangedEvent(order)]);
  return { id, deleted: true };
}
