import ipaddr from 'ipaddr.js';

/**
 * The operator's list of private hosts webhooks may go to (WEBHOOK_ALLOWED_HOSTS), read with the
 * configuration at start (config.ts); the webhooks module checks targets against it.
 */

/** A URL's host as written by WHATWG URL parsing: `127.1`, `0x7f000001` and `2130706433` are `127.0.0.1`. */
function hostOf(entry: string): string {
  return new URL(`http://${entry.includes(':') && !entry.startsWith('[') ? `[${entry}]` : entry}/`).hostname;
}

/** The address a URL's hostname spells, or null for a name. */
export function literalAddress(hostname: string): string | null {
  if (hostname.startsWith('[')) return hostname.slice(1, -1);
  return ipaddr.IPv4.isValidFourPartDecimal(hostname) ? hostname : null;
}

/** One spelling per address: IPv4-mapped IPv6 becomes the IPv4 address. */
export const canonical = (address: string) => ipaddr.process(address).toNormalizedString();

export type WebhookAllowList = { names: Set<string>; addresses: Set<string> };

/** WEBHOOK_ALLOWED_HOSTS entries (names and addresses); a bad entry stops the server at start. */
export function webhookAllowList(entries: string[]): WebhookAllowList {
  const list: WebhookAllowList = { names: new Set(), addresses: new Set() };
  for (const entry of entries) {
    let host: string;
    try {
      host = hostOf(entry.trim());
    } catch {
      throw new Error(`WEBHOOK_ALLOWED_HOSTS: "${entry}" is not a host name or address`);
    }
    const address = literalAddress(host);
    if (address) list.addresses.add(canonical(address));
    else list.names.add(host);
  }
  return list;
}
