import type { FastifyPluginAsync } from 'fastify';
import { file, list, ok, params, shape, TEXT_KEY } from '../../common/schemas';
import { type BackupFile, createBackup, listBackups, openBackup } from './backup.service';

const BACKUP = shape({
  name: 'string',
  createdAt: 'date-time',
  sizeBytes: 'integer',
  trigger: 'string',
  downloadUrl: 'string',
});

export const backupDownloadUrl = (name: string) => `/api/admin/backups/${encodeURIComponent(name)}`;

const backupJson = (backup: BackupFile) => ({
  ...backup,
  downloadUrl: backupDownloadUrl(backup.name),
});

/** Database backups (admin): list, Back up now, download. Thin, every rule is in the service. */
export const backupRoutes: FastifyPluginAsync = async (app) => {
  app.get(
    '/admin/backups',
    { schema: { summary: 'Admins: the database backups', response: ok(200, list(BACKUP)) } },
    async (req) => listBackups(req.ctx).map(backupJson),
  );

  app.post(
    '/admin/backups',
    { schema: { summary: 'Admins: back up now', response: ok(201, BACKUP) } },
    async (req, reply) => reply.status(201).send(backupJson(await createBackup(req.ctx))),
  );

  app.get<{ Params: { name: string } }>(
    '/admin/backups/:name',
    {
      schema: {
        summary: 'Admins: download a backup',
        params: params({ name: TEXT_KEY }),
        response: { 200: file('application/gzip', 'The backup (gzip)') },
      },
    },
    async (req, reply) => {
      const backup = await openBackup(req.ctx, req.params.name);
      return reply
        .header('content-type', 'application/gzip')
        .header('content-length', backup.sizeBytes)
        .header('content-disposition', `attachment; filename="${backup.name}"`)
        .header('x-content-type-options', 'nosniff')
        .header('cache-control', 'private, no-store')
        .send(backup.stream);
    },
  );
};
