import type { Ctx } from '../../common/context';
import { conflict, forbidden } from '../../common/errors';
import { type AttachmentOwner, type FileReader, storeAttachment } from '../files';
import { CLOSED_STATUSES, findVisibleOrder, Order } from '../orders';

/** A submitted sample's photos, as files asks about them: the order's parties see them; they stay with its history. */
export const samplePhotos: AttachmentOwner = {
  owns: (attachment) => attachment.sampleAttempt != null,
  owned: { sampleAttempt: { $ne: null } },
  keeps: 'This photo belongs to a submitted sample and stays with its history',
};

/**
 * POST /api/orders/{idOrCode}/samples/photos: the order's vendor uploads a photo (an image) for a
 * sample submission; submitSample then names it. Not listed among the order's documents.
 */
export function uploadSamplePhoto(ctx: Ctx, idOrCode: string, readFile: FileReader) {
  return storeAttachment(
    ctx,
    async () => {
      const order = await findVisibleOrder(ctx, idOrCode, []);
      if (ctx.user!.id !== order.vendor.id) throw forbidden("Only the order's vendor can upload sample photos");
      if (CLOSED_STATUSES.includes(order.status)) throw conflict(`This order is ${order.status} and can no longer change`);
      return {
        columns: (em) => ({ order: em.getReference(Order, order.id), samplePhoto: true }),
        imagesOnly: 'Sample photos must be JPG, PNG, GIF or WEBP images',
        label: `the samples of order ${idOrCode}`,
      };
    },
    readFile,
  );
}
