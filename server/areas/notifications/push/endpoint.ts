import { Resolver } from 'node:dns/promises';
import { request as httpRequest, type IncomingMessage } from 'node:http';
import { request as httpsRequest } from 'node:https';
import type { LookupFunction } from 'node:net';
import ipaddr from 'ipaddr.js';
import type { Config } from '../../../config';

/**
 * Where web push may go. A push endpoint is a URL a user hands us and the
 * server then posts to, so it must not let a user reach this machine or the
 * networks behind it (the database, a cloud's metadata service): only https
 * to public addresses, checked when a subscription is registered (the URL as
 * written) and again at each send (every address its name resolves to, and
 * the connection pinned to the checked address, so a name that resolves to
 * a public address for the check and a private one for the connection
 * reaches nothing). Redirects are never followed (node's http client does
 * not). Tests push to local servers through config.pushTesting only.
 */

export type EndpointProblem = 'notHttps' | 'notPublic';

/** IPv6 outside global unicast (2000::/3) is not on the internet, whatever ipaddr.js leaves unnamed (::/96, 4000::/2...). */
const GLOBAL_UNICAST_V6 = ipaddr.parseCIDR('2000::/3');

/**
 * Names that by convention mean this machine or a private network; a name
 * without a dot is one too (the resolver's search domains complete it). The
 * send-time resolution is the real check: this only refuses early what
 * cannot be a push service.
 */
const PRIVATE_NAME = /(^|\.)(localhost|localdomain|local|internal|intranet|lan|home|corp|private|home\.arpa)$/;

/** An address on the public internet: ipaddr.js names every special range, IPv4-mapped IPv6 counted as its IPv4. */
export function isPublicAddress(address: string): boolean {
  if (!ipaddr.isValid(address)) return false;
  const ip = ipaddr.process(address);
  if (ip.range() !== 'unicast') return false;
  return ip.kind() === 'ipv4' || ip.match(GLOBAL_UNICAST_V6);
}

const bare = (hostname: string) => hostname.replace(/^\[|\]$/g, '');
const allowed = (config: Config, url: URL) => !!config.pushTesting?.allowHosts?.includes(url.hostname);

/** What is wrong with a push endpoint as written, or null; no DNS (a name is checked at each send). */
export function endpointProblem(config: Config, endpoint: string): EndpointProblem | null {
  if (!URL.canParse(endpoint)) return 'notHttps';
  const url = new URL(endpoint);
  if (allowed(config, url)) return url.protocol === 'https:' || url.protocol === 'http:' ? null : 'notHttps';
  if (url.protocol !== 'https:') return 'notHttps';
  // Credentials would be sent as Basic auth to whatever is there.
  if (url.username || url.password) return 'notPublic';
  const host = bare(url.hostname).toLowerCase().replace(/\.$/, '');
  if (ipaddr.isValid(host)) return isPublicAddress(host) ? null : 'notPublic';
  return !host.includes('.') || PRIVATE_NAME.test(host) ? 'notPublic' : null;
}

export class EndpointRefused extends Error {}

export type ResolvedAddress = { address: string; family: number };

function aborted(signal: AbortSignal): Promise<never> {
  return new Promise((_, reject) => {
    const fail = () => reject(signal.reason instanceof Error ? signal.reason : new Error('aborted'));
    if (signal.aborted) fail();
    else signal.addEventListener('abort', fail, { once: true });
  });
}

/**
 * Every address of a name, through c-ares (not getaddrinfo, whose lookups
 * hold libuv's few pool threads, which compression and the file system
 * share, for as long as a stalling name server makes them wait), given up
 * when the signal aborts. /etc/hosts is not read: no push service is there.
 */
async function resolveAll(name: string, signal: AbortSignal): Promise<ResolvedAddress[]> {
  const resolver = new Resolver({ timeout: 2_000, tries: 2 });
  const cancel = () => resolver.cancel();
  signal.addEventListener('abort', cancel, { once: true });
  try {
    const [v4, v6] = await Promise.allSettled([resolver.resolve4(name), resolver.resolve6(name)]);
    const found = [...(v4.status === 'fulfilled' ? v4.value.map((address) => ({ address, family: 4 })) : []), ...(v6.status === 'fulfilled' ? v6.value.map((address) => ({ address, family: 6 })) : [])];
    if (!found.length && v4.status === 'rejected') throw v4.reason;
    return found;
  } finally {
    signal.removeEventListener('abort', cancel);
  }
}

/** The address to connect to: every address of the name must be public (a test's allowed host excepted); the first is used. */
async function checkedAddress(config: Config, url: URL, signal: AbortSignal): Promise<ResolvedAddress> {
  const problem = endpointProblem(config, url.href);
  if (problem) throw new EndpointRefused(`refused (${problem})`);
  const host = bare(url.hostname);
  const resolve = config.pushTesting?.lookup ?? ((name: string) => resolveAll(name, signal));
  const addresses: ResolvedAddress[] = ipaddr.isValid(host) ? [{ address: host, family: ipaddr.parse(host).kind() === 'ipv6' ? 6 : 4 }] : await Promise.race([resolve(host), aborted(signal)]);
  if (!addresses.length) throw new EndpointRefused('resolves to no address');
  if (!allowed(config, url) && !addresses.every((a) => isPublicAddress(a.address))) throw new EndpointRefused('resolves to a non-public address');
  return addresses[0]!;
}

export interface PushRequest {
  endpoint: string;
  method: string;
  headers: Record<string, string | number>;
  body: Buffer | null;
}

/**
 * Posts one push request and answers the status. The connection goes to the
 * checked address while Host and TLS SNI keep the endpoint's name; a fresh
 * socket each time (agent: false) so no pooled connection skips the check.
 * The signal bounds the whole exchange, resolution included.
 */
export async function sendPush(config: Config, req: PushRequest, signal: AbortSignal): Promise<number> {
  const url = new URL(req.endpoint);
  const pinned = await checkedAddress(config, url, signal);
  const lookup: LookupFunction = (_name, options, callback) => {
    if (options.all) callback(null, [pinned]);
    else callback(null, pinned.address, pinned.family);
  };
  const send = url.protocol === 'https:' ? httpsRequest : httpRequest;
  return new Promise<number>((resolve, reject) => {
    const r = send(url, { method: req.method, headers: req.headers, agent: false, lookup, signal }, (res: IncomingMessage) => {
      resolve(res.statusCode ?? 0);
      // Only the status matters: the body is not read, the socket is let go.
      res.destroy();
    });
    r.on('error', reject);
    r.end(req.body ?? undefined);
  });
}
