import net from 'node:net';

/**
 * A small round-robin load balancer at the TCP level (as HAProxy's tcp mode or a cloud network
 * load balancer): each new connection goes to the next backend in turn and its bytes are passed
 * through untouched, HTTP keep-alive requests and WebSocket upgrades (GraphQL subscriptions)
 * alike. It stands in for the load balancer of a two-replica deployment, so the benchmark shows
 * sessions and live events working across processes that share nothing but the database, at the
 * cost of a copy per packet rather than a parse per request.
 */
export function startProxy(
  backends: { host: string; port: number }[],
  port: number,
): Promise<net.Server> {
  let next = 0;
  const server = net.createServer((client) => {
    const target = backends[next++ % backends.length];
    const upstream = net.connect(target.port, target.host);
    client.setNoDelay(true);
    upstream.setNoDelay(true);
    const close = () => {
      client.destroy();
      upstream.destroy();
    };
    for (const socket of [client, upstream]) {
      socket.on('error', close);
      socket.on('close', close);
    }
    client.pipe(upstream).pipe(client);
  });
  return new Promise((resolve) => server.listen(port, '127.0.0.1', () => resolve(server)));
}
