import { BlobType, Entity, Index, ManyToOne, PrimaryKey, Property, OptionalProps } from '@mikro-orm/core';
import { Field, Int, ObjectType } from 'type-graphql';
import { Order } from '../orders/order.entity';
import { Specification } from '../specifications/specification.entity';
import { User } from '../users/user.entity';

/**
 * A file of a specification or an order. The bytes live in the database (bytea), so a backup
 * holds them. An attachment may instead be an external link (url) with no content.
 */
@ObjectType()
@Entity({ tableName: 'attachments' })
@Index({ properties: ['specification'] })
@Index({ properties: ['order'] })
export class Attachment {
  [OptionalProps]?: 'sizeBytes' | 'uploadedAt';

  @Field(() => Int)
  @PrimaryKey({ type: 'integer' })
  id!: number;

  @ManyToOne(() => Specification, { nullable: true, deleteRule: 'cascade' })
  specification?: Specification | null;

  @ManyToOne(() => Order, { nullable: true, deleteRule: 'cascade' })
  order?: Order | null;

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
