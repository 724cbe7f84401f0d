import type { FastifyPluginAsync } from 'fastify';
import { list, ok, PARTY, query, shape } from '../../common/schemas';
import { vendorScorecards } from './scorecard.service';

const PERIOD = shape({ key: 'string', label: 'string', from: 'date', to: 'date' });
const SCORE = shape({
  key: 'string',
  label: 'string',
  unit: { type: 'string', enum: ['percent', 'hours', 'days'] },
  higherIsBetter: 'boolean',
  description: 'string',
  value: 'number?',
  count: 'integer',
  previousValue: 'number?',
  previousCount: 'integer',
  change: 'number?',
  trend: { type: ['string', 'null'], enum: ['better', 'worse', 'same', null] },
});
const SCORECARDS = shape(
  {
    period: PERIOD,
    previousPeriod: PERIOD,
    vendorId: 'integer?',
    vendors: list(shape({ vendor: PARTY, scores: list(SCORE) })),
  },
  "Vendor scorecards over the caller's orders (buyers and vendors their own, admins all).",
);

type ScorecardQuery = { period?: string; vendorId?: number };

/** REST for clients without GraphQL: GET /api/scorecards?period=2026-Q4&vendorId=; thin. */
export const scorecardRoutes: FastifyPluginAsync = async (app) => {
  app.get<{ Querystring: ScorecardQuery }>(
    '/scorecards',
    {
      schema: {
        summary:
          'Vendor scorecards for a month (period=YYYY-MM) or quarter (period=YYYY-Qn), with the previous period and trends',
        querystring: query({ period: 'string', vendorId: 'integer' }),
        response: ok(200, SCORECARDS),
      },
    },
    async (req) =>
      vendorScorecards(req.ctx, { period: req.query.period, vendorId: req.query.vendorId ?? null }),
  );
};
