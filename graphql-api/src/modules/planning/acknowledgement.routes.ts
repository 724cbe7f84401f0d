import type { FastifyPluginAsync } from 'fastify';
import { ok, ORDER_KEY, params, shape } from '../../common/schemas';
import { ORDER, rows } from '../orders';
import { acceptOrder, answerProposal, proposeOrderChange } from './acknowledgement.service';
import type { OrderRevision } from './order-revision.entity';

type ById = { Params: { id: string } };
type Proposal = {
  dueDate?: string | null;
  quantity?: number | null;
  breakdown?: unknown;
  reason?: string | null;
};

const TERMS = shape({ dueDate: 'date', quantity: 'integer', sizeBreakdown: 'any' });
const REVISION = shape({
  id: 'integer',
  status: 'string',
  reason: 'string',
  before: TERMS,
  proposed: TERMS,
  proposedBy: shape({ id: 'integer', name: 'string' }),
  createdAt: 'date-time',
});
/** The vendor's proposal: another due date and/or quantities (a grid for orders with one), with a reason. */
const PROPOSAL = {
  type: 'object',
  required: ['reason'],
  properties: {
    dueDate: { type: ['string', 'null'], format: 'date', description: 'YYYY-MM-DD' },
    quantity: {
      type: ['integer', 'null'],
      minimum: 1,
      maximum: 10_000_000,
      description: 'For orders without a size × colour grid.',
    },
    breakdown: {
      type: ['object', 'null'],
      description: 'For orders with a grid: { colours, sizes, quantities }.',
    },
    reason: { type: 'string', maxLength: 2000 },
  },
};

const revisionRow = (revision: OrderRevision) => ({
  id: revision.id,
  status: revision.status,
  reason: revision.reason,
  before: { ...revision.before, sizeBreakdown: revision.before.sizeBreakdown ?? null },
  proposed: { ...revision.proposed, sizeBreakdown: revision.proposed.sizeBreakdown ?? null },
  proposedBy: { id: revision.proposedBy.id, name: revision.proposedBy.name },
  createdAt: revision.createdAt.toISOString(),
});

/**
 * The vendor's acknowledgement over REST (issue 17): the AcceptOrder, ProposeChange,
 * AcceptProposal and RejectProposal actions of `availableActions`, through the same service
 * functions as GraphQL (orders/order.actions.ts decides what is allowed). A vendor declines an
 * order with a cancellation request (PUT /api/orders/{id}/status).
 */
export const acknowledgementRoutes: FastifyPluginAsync = async (app) => {
  app.post<ById>(
    '/orders/:id/accept',
    {
      schema: {
        summary: 'Vendors: accept a new order as placed (AcceptOrder)',
        params: params({ id: ORDER_KEY }),
        response: ok(200, ORDER),
      },
    },
    async (req) => (await rows(req.ctx, [await acceptOrder(req.ctx, req.params.id)]))[0],
  );

  app.post<ById & { Body: Proposal }>(
    '/orders/:id/proposals',
    {
      schema: {
        summary: 'Vendors: propose another due date or quantities, with a reason (ProposeChange)',
        params: params({ id: ORDER_KEY }),
        body: PROPOSAL,
        response: ok(201, REVISION),
      },
    },
    async (req, reply) => {
      const revision = await proposeOrderChange(req.ctx, req.params.id, req.body ?? {});
      return reply.status(201).send(revisionRow(revision));
    },
  );

  for (const [answer, accept] of [
    ['accept', true],
    ['reject', false],
  ] as const) {
    app.post<ById>(
      `/orders/:id/proposal/${answer}`,
      {
        schema: {
          summary: `Buyers: ${answer} the vendor's open proposal (${accept ? 'AcceptProposal: it becomes the baseline' : 'RejectProposal: the order stays as placed'})`,
          params: params({ id: ORDER_KEY }),
          response: ok(200, ORDER),
        },
      },
      async (req) =>
        (await rows(req.ctx, [await answerProposal(req.ctx, req.params.id, accept)]))[0],
    );
  }
};
