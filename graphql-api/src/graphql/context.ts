import type { FastifyReply } from 'fastify';
import type { Ctx } from '../common/context';
import type { PubSub } from '../common/pubsub';

export type GqlContext = Ctx & {
  pubsub: PubSub;
  /** Absent on WebSocket subscriptions. */
  reply?: FastifyReply;
  origin: string;
};
