import type { Ctx } from '../../common/context';
import { type AttachmentOwner, type FileReader, storeAttachment } from '../files';
import { Order } from '../orders';
import { InspectionDefect } from './inspection.entity';
import { defectForPhoto } from './inspection.service';

/** An inspection's defect photos, as files asks about them: the order's parties see them; they stay with the report. */
export const defectPhotos: AttachmentOwner = {
  owns: (attachment) => attachment.inspectionDefect != null,
  owned: { inspectionDefect: { $ne: null } },
  keeps: 'This photo belongs to an inspection report and stays with it',
};

/**
 * POST /api/inspections/{id}/defects/{defectId}/photos: the inspector adds a photo (an image) of
 * recorded defects while the inspection is in progress. Not listed among the order's documents.
 */
export function uploadInspectionPhoto(ctx: Ctx, inspectionId: string, defectId: string, readFile: FileReader) {
  return storeAttachment(
    ctx,
    async () => {
      const { order, defect } = await defectForPhoto(ctx, inspectionId, defectId);
      return {
        columns: (em) => ({
          order: em.getReference(Order, order.id),
          inspectionDefect: em.getReference(InspectionDefect, defect.id),
        }),
        imagesOnly: 'Defect photos must be JPG, PNG, GIF or WEBP images',
        label: `defect ${defectId} of inspection ${inspectionId}`,
      };
    },
    readFile,
  );
}
