import { BlobType, Entity, Index, ManyToOne, PrimaryKey, Property, OptionalProps } from '@mikro-orm/core';
import { Field, Int, ObjectType } from 'type-graphql';
import { InspectionDefect } from '../inspections/inspection.entity';
import { Order } from '../orders/order.entity';
import { SampleAttempt } from '../samples/sample.entity';
import { Specification } from '../specifications/specification.entity';
import { User } from '../users/user.entity';

/**
 * A file of a specification or an order; a sample photo is an order's file that belongs to a
 * sample attempt (uploaded first, linked when the vendor submits; not among the documents). The bytes live in the database (bytea), so a backup
 * holds them. An attachment may instead be an external link (url) with no content.
 */
@ObjectType()
@Entity({ tableName: 'attachments' })
@Index({ properties: ['specification'] })
@Index({ properties: ['order'] })
export class Attachment {
  [OptionalProps]?: 'sizeBytes' | 'uploadedAt' | 'samplePhoto' | 'sampleAttempt' | 'inspectionDefect';

  @Field(() => Int)
  @PrimaryKey({ type: 'integer' })
  id!: number;

  @ManyToOne(() => Specification, { nullable: true, deleteRule: 'cascade' })
  specification?: Specification | null;

  @ManyToOne(() => Order, { nullable: true, deleteRule: 'cascade' })
  order?: Order | null;

  /** A photo of a sample (uploaded by the vendor for a submission), not an order document. */
  @Property({ type: 'boolean', default: false })
  samplePhoto: boolean = false;

  /** The submission the photo belongs to; null while it waits for the submission. */
  @ManyToOne(() => SampleAttempt, { nullable: true, deleteRule: 'cascade', index: true })
  sampleAttempt?: SampleAttempt | null;

  /** A photo of defects found in a quality inspection (not among the order's documents). */
  @ManyToOne(() => InspectionDefect, { nullable: true, deleteRule: 'cascade', index: true })
  inspectionDefect?: InspectionDefect | null;

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
