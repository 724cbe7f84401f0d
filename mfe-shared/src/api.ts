import { outageOfBody, reportOutage } from './session/maintenance';

/**
 * The REST calls of SPEC.md section 7: credentials sent, JSON bodies, and a non-OK response
 * becomes an Error whose message is "<status>: <body text or status text>".
 */
export class ApiError extends Error {
  constructor(
    readonly status: number,
    readonly body: string,
    statusText: string,
  ) {
    super(`${status}: ${body || statusText}`);
    this.name = 'ApiError';
  }

  /** The server's own message ({ message } in the body), when there is one. */
  get serverMessage(): string | undefined {
    try {
      return (JSON.parse(this.body) as { message?: string }).message;
    } catch {
      return undefined;
    }
  }
}

export async function apiRequest<T = unknown>(method: string, url: string, body?: unknown): Promise<T> {
  const res = await fetch(url, {
    method,
    credentials: 'include',
    headers: body === undefined ? {} : { 'content-type': 'application/json' },
    body: body === undefined ? undefined : JSON.stringify(body),
  });
  if (!res.ok) {
    const body = await res.text();
    const outage = outageOfBody(res.status, body);
    if (outage) reportOutage(outage);
    throw new ApiError(res.status, body, res.statusText);
  }
  const text = await res.text();
  return (text ? JSON.parse(text) : undefined) as T;
}
