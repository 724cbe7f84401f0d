// The public face of files: other modules import only what is exported here.
export { Attachment } from './attachment.entity';
// Read while other modules' route schemas load: first, from a file that imports no module.
export { ATTACHMENT } from './attachment.schema';
export { attachmentJson, downloadUrlOf, newLinkAttachment } from './attachment.links';
export { contentDisposition, fileTypeOf } from './file-type';
export type { AttachmentOwner, UploadTarget } from './attachment.owner';
export { type FileReader, storeAttachment, zipAttachments } from './file.service';
export { AttachmentResolver } from './file.resolver';
export { fileRoutes, type UploadRoute, uploadRoutes } from './file.routes';
