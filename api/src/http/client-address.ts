import { normalizeIP } from '@fastify/rate-limit';
import type { FastifyRequest } from 'fastify';
import type { TrafficSettings } from '../config';

/** IPv6 clients get a whole /64 each (one home or one phone), so limits count per /64. */
const IPV6_PREFIX = 64;

/**
 * Fastify's trustProxy for the TRUST_PROXY setting. Fastify ignores a bare hop count (it cannot
 * tell the proxy from a client that reached the api directly), so hops are counted here: the
 * last `hops` entries of X-Forwarded-For are believed, nothing left of them. That is only
 * right when the api cannot be reached except through those proxies; a list of the proxies'
 * addresses holds even when it can.
 */
export function proxyTrust(setting: TrafficSettings['trustProxy']): false | string[] | ((address: string, hop: number) => boolean) {
  if (typeof setting !== 'number') return setting;
  return (_address, hop) => hop < setting;
}

/** The address a limit counts against: the client's IP address, IPv6 grouped by /64. */
export function clientAddress(request: FastifyRequest): string {
  return normalizeIP(request.ip, IPV6_PREFIX);
}
