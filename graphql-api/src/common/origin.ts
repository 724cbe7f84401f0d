import type { FastifyRequest } from 'fastify';

/** The address this server was reached at (scheme and host), for links it sends back. */
export function originOf(req: FastifyRequest): string {
  return `${req.protocol}://${req.headers.host ?? 'localhost'}`;
}
