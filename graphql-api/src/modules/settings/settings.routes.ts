import type { FastifyPluginAsync } from 'fastify';
import { ANY_OBJECT, ok, params, shape, TEXT_KEY } from '../../common/schemas';
import {
  readAllSettingsForAdmin,
  readPublicSettings,
  readSettingsForAdmin,
  updateSettings,
} from './settings.service';

type SectionParams = { Params: { section: string } };

/** REST for clients without GraphQL; thin, every rule is in the service. */
export const settingsRoutes: FastifyPluginAsync = async (app) => {
  app.get(
    '/settings/public',
    {
      schema: {
        summary: 'The public settings (company name, maintenance mode)',
        response: ok(
          200,
          shape({
            companyName: 'string',
            websiteUrl: 'string?',
            demoMode: 'boolean',
            maintenanceMode: 'boolean',
          }),
        ),
      },
    },
    async (req) => readPublicSettings(req.ctx.em),
  );

  app.get(
    '/settings',
    { schema: { summary: 'Admins: every settings section', response: ok(200, ANY_OBJECT) } },
    async (req) => readAllSettingsForAdmin(req.ctx),
  );

  app.get<SectionParams>(
    '/settings/:section',
    {
      schema: {
        summary: 'Admins: one settings section',
        params: params({ section: TEXT_KEY }),
        response: ok(200, ANY_OBJECT),
      },
    },
    async (req) => readSettingsForAdmin(req.ctx, req.params.section),
  );

  app.put<SectionParams>(
    '/settings/:section',
    {
      schema: {
        summary: 'Admins: change a settings section (fields as in its GET answer)',
        params: params({ section: TEXT_KEY }),
        body: ANY_OBJECT,
        response: ok(200, ANY_OBJECT),
      },
    },
    async (req) => updateSettings(req.ctx, req.params.section, req.body),
  );
};
