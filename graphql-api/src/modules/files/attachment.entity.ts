import { BlobType, Entity, Index, ManyToOne, PrimaryKey, Property, OptionalProps } from '@mikro-orm/core';
import { Field, Int, ObjectType } from 'type-graphql';
import { Order } from '../orders/order.entity';
import { User } from '../users/user.entity';

/**
 * A file of an order or of another owner; a sample photo is an order's file that belongs to a
 * sample attempt (uploaded first, linked when the vendor submits; not among the documents). The
 * bytes live in the database (bytea), so a backup holds them. An attachment may instead be an
 * external link (url) with no content.
 *
 * The owners above orders declare their own column here, from their entity file (files imports
 * none of them): `specification` (specifications), `sampleAttempt` (samples) and
 * `inspectionDefect` (inspections), as in
 *
 *   declare module '../files/attachment.entity' { interface Attachment { sampleAttempt?: SampleAttempt | null } }
 *   ManyToOne(() => SampleAttempt, { ... })(Attachment.prototype, 'sampleAttempt');
 *
 * What an owner says about its attachments (who sees them, whether they stay) is its
 * AttachmentOwner (attachment.owner.ts).
 */
@ObjectType()
@Entity({ tableName: 'attachments' })
@Index({ properties: ['order'] })
export class Attachment {
  [OptionalProps]?: 'sizeBytes' | 'uploadedAt' | 'samplePhoto';

  @Field(() => Int)
  @PrimaryKey({ type: 'integer' })
  id!: number;

  @ManyToOne(() => Order, { nullable: true, deleteRule: 'cascade' })
  order?: Order | null;

  /** A photo of a sample (uploaded by the vendor for a submission), not an order document. */
  @Property({ type: 'boolean', default: false })
  samplePhoto: boolean = false;

  @Field()
  @Property({ type: 'text' })
  fileName!: string;

  @Field({ description: 'pdf, image, spreadsheet, archive or document' })
  @Property({ type: 'text' })
  fileType!: string;

  @Field()
  @Property({ type: 'text' })
  mimeType!: string;

  @Field(() => Int)
  @Property({ type: 'integer', default: 0 })
  sizeBytes: number = 0;

  @Property({ type: 'text', nullable: true })
  sha256?: string | null;

  @Property({ type: BlobType, nullable: true, lazy: true })
  content?: Buffer | null;

  @Field(() => String, { nullable: true, description: 'Set for links to files kept elsewhere.' })
  @Property({ type: 'text', nullable: true })
  url?: string | null;

  @Field(() => String, { nullable: true })
  @Property({ type: 'text', nullable: true })
  description?: string | null;

  @Field(() => User)
  @ManyToOne(() => User)
  uploadedBy!: User;

  @Field()
  @Property({ type: 'datetime', defaultRaw: 'now()' })
  uploadedAt: Date = new Date();
}
