import type { FastifyReply } from 'fastify';
import type { Ctx } from '../common/context';

export type GqlContext = Ctx & {
  /** Absent on WebSocket subscriptions. */
  reply?: FastifyReply;
  origin: string;
};
