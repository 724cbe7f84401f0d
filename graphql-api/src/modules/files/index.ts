// The public face of files: other modules import only what is exported here.
export { Attachment } from './attachment.entity';
export { attachmentJson, downloadUrlOf, newLinkAttachment } from './attachment.links';
export { fileTypeOf } from './file-type';
export { AttachmentResolver } from './file.resolver';
export { ATTACHMENT, fileRoutes } from './file.routes';
