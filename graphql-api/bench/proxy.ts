import http from 'node:http';
import net from 'node:net';

/**
 * A small round-robin reverse proxy: each HTTP request, and each WebSocket upgrade (GraphQL
 * subscriptions), goes to the next backend in turn. It stands in for the load balancer of a
 * two-replica deployment, so the benchmark shows sessions and live events working across
 * processes that share nothing but the database.
 */
export function startProxy(
  backends: { host: string; port: number }[],
  port: number,
): Promise<http.Server> {
  let next = 0;
  const pick = () => backends[next++ % backends.length];
  const agent = new http.Agent({ keepAlive: true, maxSockets: 256 });

  const server = http.createServer((req, res) => {
    const target = pick();
    const upstream = http.request(
      {
        host: target.host,
        port: target.port,
        method: req.method,
        path: req.url,
        headers: req.headers,
        agent,
      },
      (answer) => {
        res.writeHead(answer.statusCode ?? 502, answer.headers);
        answer.pipe(res);
      },
    );
    upstream.on('error', () => {
      if (!res.headersSent) res.writeHead(502, { 'content-type': 'application/json' });
      res.end(JSON.stringify({ message: 'Bad gateway', code: 'BAD_GATEWAY' }));
    });
    req.pipe(upstream);
  });

  // WebSockets: replay the upgrade request to the backend and splice the two sockets together.
  server.on('upgrade', (req, socket, head) => {
    const target = pick();
    const upstream = net.connect(target.port, target.host, () => {
      const lines = [`${req.method} ${req.url} HTTP/1.1`];
      for (let i = 0; i < req.rawHeaders.length; i += 2)
        lines.push(`${req.rawHeaders[i]}: ${req.rawHeaders[i + 1]}`);
      upstream.write(`${lines.join('\r\n')}\r\n\r\n`);
      if (head.length > 0) upstream.write(head);
      upstream.pipe(socket).pipe(upstream);
    });
    const close = () => {
      upstream.destroy();
      socket.destroy();
    };
    upstream.on('error', close);
    socket.on('error', close);
  });

  return new Promise((resolve) => server.listen(port, '127.0.0.1', () => resolve(server)));
}
