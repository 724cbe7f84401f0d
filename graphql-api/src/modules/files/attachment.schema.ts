import { shape } from '../../common/schemas';

/** An attachment as REST answers it (attachment.links.ts). */
export const ATTACHMENT = shape({
  id: 'integer',
  fileName: 'string',
  fileType: 'string?',
  fileSize: 'string',
  sizeBytes: 'integer',
  mimeType: 'string?',
  description: 'string?',
  url: 'string?',
  downloadUrl: 'string?',
  viewUrl: 'string?',
  uploadedBy: 'string',
  uploadedAt: 'date-time',
});
