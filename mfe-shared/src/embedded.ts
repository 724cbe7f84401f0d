/**
 * A value the server put in the page as a JSON data block (`<script id=… type="application/json">`,
 * graphql-api/src/web.ts): the session user, the public settings. Undefined when the page does not
 * carry it (a development server, an outage, no document on the server) or it cannot be read.
 */
export function embeddedJson<T>(id: string): T | undefined {
  const text = typeof document === 'undefined' ? null : document.getElementById(id)?.textContent;
  if (!text) return undefined;
  try {
    return JSON.parse(text) as T;
  } catch {
    return undefined;
  }
}
