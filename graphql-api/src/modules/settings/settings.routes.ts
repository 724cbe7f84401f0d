import type { FastifyPluginAsync } from 'fastify';
import {
  readAllSettingsForAdmin,
  readPublicSettings,
  readSettingsForAdmin,
  updateSettings,
} from './settings.service';

type SectionParams = { Params: { section: string } };

/** REST for clients without GraphQL; thin, every rule is in the service. */
export const settingsRoutes: FastifyPluginAsync = async (app) => {
  app.get('/settings/public', async (req) => readPublicSettings(req.ctx.em));

  app.get('/settings', async (req) => readAllSettingsForAdmin(req.ctx));

  app.get<SectionParams>('/settings/:section', async (req) =>
    readSettingsForAdmin(req.ctx, req.params.section),
  );

  app.put<SectionParams>('/settings/:section', async (req) =>
    updateSettings(req.ctx, req.params.section, req.body),
  );
};
