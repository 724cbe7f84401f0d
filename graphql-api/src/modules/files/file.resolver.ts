import { Reference } from '@mikro-orm/core';
import { Arg, Ctx, FieldResolver, Int, Mutation, Query, Resolver, Root } from 'type-graphql';
import type { GqlContext } from '../../graphql/context';
import { User } from '../users';
import { Attachment } from './attachment.entity';
import { downloadUrlOf, viewUrlOf } from './attachment.links';
import { formatFileSize } from './file-type';
import { deleteAttachment, listOrderDocuments } from './file.service';

/** GraphQL for the files module: thin, every rule is in the service. */
@Resolver(() => Attachment)
export class AttachmentResolver {
  @Query(() => [Attachment], { description: "An order's documents, newest first." })
  orderDocuments(
    @Arg('orderIdOrCode') orderIdOrCode: string,
    @Ctx() ctx: GqlContext,
  ): Promise<Attachment[]> {
    return listOrderDocuments(ctx, orderIdOrCode);
  }

  @Mutation(() => Boolean, { description: 'Deletes a file of a specification or an order.' })
  async deleteAttachment(
    @Arg('id', () => Int) id: number,
    @Ctx() ctx: GqlContext,
  ): Promise<boolean> {
    return (await deleteAttachment(ctx, id)).deleted;
  }

  @FieldResolver(() => User)
  uploadedBy(@Root() attachment: Attachment): Promise<User> {
    return Reference.create(attachment.uploadedBy).loadOrFail({ dataloader: true });
  }

  @FieldResolver(() => String, { description: "The size as text, like '1.2 MB'." })
  fileSize(@Root() attachment: Attachment): string {
    return formatFileSize(attachment.sizeBytes);
  }

  @FieldResolver(() => String, {
    description: 'Where to download it (a link redirects to its url).',
  })
  downloadUrl(@Root() attachment: Attachment): string {
    return downloadUrlOf(attachment);
  }

  @FieldResolver(() => String, { description: 'Where to open it in the browser.' })
  viewUrl(@Root() attachment: Attachment): string {
    return viewUrlOf(attachment);
  }
}
