import type { FastifyPluginAsync } from 'fastify';
import { ANY_OBJECT, ok, query } from '../../common/schemas';
import {
  analyticsScope,
  analyticsVendors,
  lateOrders,
  leadTimeByCategory,
  leadTimeByVendor,
  onTimeByMonth,
  ordersByStatus,
  volumeByCategory,
} from './analytics.service';

type AnalyticsQuery = { vendorId?: number; from?: string; to?: string; first?: number };

/** REST for clients without GraphQL: GET /api/analytics?vendorId=&from=&to=; thin. */
export const analyticsRoutes: FastifyPluginAsync = async (app) => {
  app.get<{ Querystring: AnalyticsQuery }>(
    '/analytics',
    {
      schema: {
        summary:
          'Order analytics for the caller (vendor and date range filters; first = late orders listed)',
        querystring: query({
          vendorId: { type: 'integer', minimum: 1, maximum: 2147483647 },
          from: 'date',
          to: 'date',
          first: { type: 'integer', minimum: 1, maximum: 500 },
        }),
        response: ok(200, ANY_OBJECT),
      },
    },
    async (req) => {
      const { vendorId, from, to, first } = req.query;
      const scope = await analyticsScope(req.ctx, { vendorId: vendorId ?? null, from, to });
      return {
        vendorId: scope.vendorId,
        from: scope.from,
        to: scope.to,
        ordersByStatus: await ordersByStatus(req.ctx, scope),
        onTimeByMonth: await onTimeByMonth(req.ctx, scope),
        leadTimeByVendor: await leadTimeByVendor(req.ctx, scope),
        leadTimeByCategory: await leadTimeByCategory(req.ctx, scope),
        volumeByCategory: await volumeByCategory(req.ctx, scope),
        lateOrders: await lateOrders(req.ctx, scope, first ?? null),
        vendors: await analyticsVendors(req.ctx, scope),
      };
    },
  );
};
