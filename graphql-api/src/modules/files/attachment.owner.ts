import type { FilterQuery } from '@mikro-orm/core';
import type { EntityManager } from '@mikro-orm/postgresql';
import type { Ctx } from '../../common/context';
import type { PendingEvent } from '../../common/pubsub';
import type { Attachment } from './attachment.entity';

/**
 * An owner of attachments above files (a specification, a sample submission, an inspection
 * defect), as files asks about it without importing it (README, "Modules and their
 * dependencies"): the owner's module says who may see its attachments and whether they stay, and
 * uploads to it through `storeAttachment`; buildApp hands every owner to files
 * (`ctx.attachmentOwners`). An order's own documents are files' (orders is below it).
 */
export interface AttachmentOwner {
  /** True when the attachment is this owner's (its column is set)... */
  owns(attachment: Attachment): boolean;
  /** ...and the condition that finds the owner's attachments (an order's documents are none of them). */
  readonly owned: FilterQuery<Attachment>;
  /**
   * Throws unless the user may see the attachment (the owner's NOT_FOUND or FORBIDDEN, read as
   * the file's 404); absent: whoever may see the attachment's order may.
   */
  assertVisible?(ctx: Ctx, attachment: Attachment): Promise<void>;
  /** Why the attachment stays with its owner (deleting it is a 409); absent: whoever sees it may delete it. */
  readonly keeps?: string;
  /** The owner's ids in the audit entry of a deleted attachment (null when not its owner). */
  auditIds?(attachment: Attachment): Record<string, number | null>;
}

/** Where an upload goes, once the user may upload there: decided by the owner before the bytes are read. */
export type UploadTarget = {
  /** The new attachment's owner columns, as references on the transaction's EntityManager. */
  columns(em: EntityManager): Partial<Attachment>;
  /** Set when the owner takes images only: the 400's message for another file type. */
  imagesOnly?: string;
  /** What the audit entry names, e.g. 'specification 4'. */
  label: string;
  /** The live events to publish once the attachment is stored. */
  published?: PendingEvent[];
};

declare module '../../common/context' {
  interface Ctx {
    /** The owners of attachments above files (files/attachment.owner.ts). */
    attachmentOwners: readonly AttachmentOwner[];
  }
}
