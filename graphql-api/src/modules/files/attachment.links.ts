import type { EntityManager } from '@mikro-orm/postgresql';
import { User } from '../users';
import { Attachment } from './attachment.entity';
import { fileTypeOf, formatFileSize, sanitizeFileName, uploadKindOf } from './file-type';

export const downloadUrlOf = (a: Attachment) => `/api/attachments/${a.id}/download`;
export const viewUrlOf = (a: Attachment) => `/api/attachments/${a.id}/view`;

/** True for absolute http(s) URLs, the only links the portal stores or redirects to. */
export const isHttpUrl = (url: string) => /^https?:\/\/\S+$/i.test(url);

/** A link attachment of an owner (its columns, e.g. { specification }): a file kept elsewhere (url, no content). */
export function newLinkAttachment(
  em: EntityManager,
  owner: Partial<Attachment>,
  url: string,
  userId: number,
) {
  const path = url.replace(/[?#].*$/, '').replace(/\/+$/, '');
  const fileName = sanitizeFileName(decodeURIComponentSafe(path.split('/').pop() ?? ''));
  const attachment = em.create(Attachment, {
    ...owner,
    fileName,
    fileType: fileTypeOf(fileName),
    mimeType: uploadKindOf(fileName)?.mime ?? 'application/octet-stream',
    sizeBytes: 0,
    url,
    content: null,
    uploadedBy: em.getReference(User, userId),
    uploadedAt: new Date(),
  });
  em.persist(attachment);
  return attachment;
}

function decodeURIComponentSafe(text: string): string {
  try {
    return decodeURIComponent(text);
  } catch {
    return text;
  }
}

/** An attachment as the REST calls answer it (SPEC.md 3); uploadedBy must be loaded. */
export function attachmentJson(a: Attachment) {
  return {
    id: a.id,
    fileName: a.fileName,
    fileType: a.fileType,
    fileSize: formatFileSize(a.sizeBytes),
    sizeBytes: a.sizeBytes,
    mimeType: a.mimeType,
    description: a.description ?? null,
    url: a.url ?? null,
    downloadUrl: downloadUrlOf(a),
    viewUrl: viewUrlOf(a),
    uploadedBy: a.uploadedBy.name,
    uploadedAt: a.uploadedAt.toISOString(),
  };
}
