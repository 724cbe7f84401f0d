import type { FastifyPluginAsync } from 'fastify';
import {
  analyticsScope,
  analyticsVendors,
  lateOrders,
  leadTimeByVendor,
  onTimeByMonth,
  ordersByStatus,
  volumeByCategory,
} from './analytics.service';

type AnalyticsQuery = { vendorId?: string; from?: string; to?: string; first?: string };

const toInt = (raw: string | undefined) => (raw === undefined || raw === '' ? null : Number(raw));

/** REST for clients without GraphQL: GET /api/analytics?vendorId=&from=&to=; thin. */
export const analyticsRoutes: FastifyPluginAsync = async (app) => {
  app.get<{ Querystring: AnalyticsQuery }>('/analytics', async (req) => {
    const { vendorId, from, to, first } = req.query;
    const scope = await analyticsScope(req.ctx, { vendorId: toInt(vendorId), from, to });
    return {
      vendorId: scope.vendorId,
      from: scope.from,
      to: scope.to,
      ordersByStatus: await ordersByStatus(req.ctx, scope),
      onTimeByMonth: await onTimeByMonth(req.ctx, scope),
      leadTimeByVendor: await leadTimeByVendor(req.ctx, scope),
      volumeByCategory: await volumeByCategory(req.ctx, scope),
      lateOrders: await lateOrders(req.ctx, scope, toInt(first)),
      vendors: await analyticsVendors(req.ctx, scope),
    };
  });
};
