import { lookup } from 'node:dns/promises';
import ipaddr from 'ipaddr.js';
import { badInput } from '../../common/errors';
import { canonical, literalAddress, type WebhookAllowList } from '../../common/host-allow-list';

/**
 * Where webhooks may go (SSRF): public addresses only, checked on the URL at registration and on
 * the address actually connected to at each delivery. The operator's allow-list
 * (WEBHOOK_ALLOWED_HOSTS; loopback in tests and with WEBHOOKS_ALLOW_LOCALHOST=1) names private
 * hosts that may receive them, over http:// too.
 */
export type ResolvedAddress = { address: string; family: number };
/** Every address of a host name (the system resolver by default; tests pass their own). */
export type Resolve = (hostname: string) => Promise<ResolvedAddress[]>;

export const systemResolve: Resolve = (hostname) => lookup(hostname, { all: true, verbatim: true });

/** A refused address: the message says which and why; the request never connects. */
export class RefusedTarget extends Error {}

const RANGE_WORDS: Record<string, string> = {
  loopback: 'a loopback',
  private: 'a private',
  linkLocal: 'a link-local',
  carrierGradeNat: 'a shared (carrier-grade NAT)',
  uniqueLocal: 'a unique-local',
  unspecified: 'an unspecified',
  multicast: 'a multicast',
  broadcast: 'a broadcast',
};

const isListed = (hostname: string, allow: WebhookAllowList) => {
  const address = literalAddress(hostname);
  return address ? allow.addresses.has(canonical(address)) : allow.names.has(hostname);
};

/** Why an address may not receive webhooks, or null when it may. */
function addressProblem(address: string, allow: WebhookAllowList): string | null {
  if (!ipaddr.isValid(address)) return 'not an address';
  const parsed = ipaddr.process(address);
  if (allow.addresses.has(parsed.toNormalizedString())) return null;
  const range = parsed.range();
  return range === 'unicast' ? null : `${RANGE_WORDS[range] ?? 'a reserved'} address`;
}

/**
 * The URL as stored: https:// (http:// for allow-listed hosts), no user name or password, and
 * a host that is not a non-public address. Names are resolved later (assertWebhookHost).
 */
export function checkWebhookUrl(raw: string, allow: WebhookAllowList): string {
  let parsed: URL;
  try {
    parsed = new URL(raw.trim());
  } catch {
    throw badInput('Please enter a valid URL', 'url');
  }
  if (parsed.username || parsed.password) throw badInput('The URL must not contain a user name or password', 'url');
  const listed = isListed(parsed.hostname, allow);
  if (parsed.protocol !== 'https:' && !(parsed.protocol === 'http:' && listed)) throw badInput('The URL must start with https://', 'url');
  const address = literalAddress(parsed.hostname);
  const problem = address ? addressProblem(address, allow) : null;
  if (problem) throw badInput(`Webhooks cannot go to ${parsed.hostname}: it is ${problem}`, 'url');
  return parsed.toString();
}

/**
 * The one address a delivery connects to: the URL's own address, or the first of its name's
 * addresses when every one of them may receive webhooks (an allow-listed name: unchecked).
 * Throws RefusedTarget otherwise; a name that does not resolve throws the resolver's error.
 */
export async function resolveWebhookTarget(url: string, allow: WebhookAllowList, resolve: Resolve = systemResolve): Promise<ResolvedAddress> {
  const { hostname } = new URL(url);
  const address = literalAddress(hostname);
  if (address) {
    const problem = addressProblem(address, allow);
    if (problem) throw new RefusedTarget(`Webhooks cannot go to ${hostname}: it is ${problem}`);
    return { address, family: address.includes(':') ? 6 : 4 };
  }
  const addresses = await resolve(hostname);
  if (addresses.length === 0) throw new Error(`${hostname} has no address`);
  if (!allow.names.has(hostname)) {
    for (const candidate of addresses) {
      const problem = addressProblem(candidate.address, allow);
      if (problem) throw new RefusedTarget(`Webhooks cannot go to ${hostname}: it resolves to ${candidate.address}, ${problem}`);
    }
  }
  return addresses[0];
}

/**
 * At registration and on a URL change: a name that resolves now must resolve to addresses that
 * may receive webhooks (400 on url). A name that does not resolve yet is accepted: every
 * delivery checks again before it connects.
 */
export async function assertWebhookHost(url: string, allow: WebhookAllowList, resolve: Resolve = systemResolve): Promise<void> {
  try {
    await resolveWebhookTarget(url, allow, resolve);
  } catch (error) {
    if (error instanceof RefusedTarget) throw badInput(error.message, 'url');
  }
}
