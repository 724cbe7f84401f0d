import { type Ctx } from '../../common/context';
import { Attachment, type AttachmentOwner, type FileReader, storeAttachment, zipAttachments } from '../files';
import { Specification } from './specification.entity';
import { specificationAccess, writableSpecification } from './specification.service';

/** A specification's files, as files asks about them: whoever may read the specification sees them. */
export const specificationAttachments: AttachmentOwner = {
  owns: (attachment) => attachment.specification != null,
  owned: { specification: { $ne: null } },
  assertVisible: async (ctx, attachment) => void (await specificationAccess(ctx, attachment.specification!.id)),
  auditIds: (attachment) => ({ specificationId: attachment.specification?.id ?? null }),
};

/** POST /api/specifications/{id}/attachments: whoever may write the specification. */
export function uploadSpecificationAttachment(ctx: Ctx, specId: number, readFile: FileReader) {
  return storeAttachment(
    ctx,
    async () => {
      const spec = await writableSpecification(ctx, specId);
      return { columns: (em) => ({ specification: em.getReference(Specification, spec.id) }), label: `specification ${specId}` };
    },
    readFile,
  );
}

/** Download All: a zip of every stored file of a specification. */
export async function zipSpecificationAttachments(ctx: Ctx, specId: number) {
  const { spec } = await specificationAccess(ctx, specId);
  const files = await ctx.em.find(
    Attachment,
    { specification: spec.id, content: { $ne: null } },
    { populate: ['content'], orderBy: { id: 'asc' } },
  );
  return zipAttachments(files, spec.title, 'specification');
}
