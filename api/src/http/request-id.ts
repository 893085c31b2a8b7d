import { randomUUID } from 'node:crypto';
import type { IncomingMessage } from 'node:http';
import proxyAddr from '@fastify/proxy-addr';
import type { FastifyInstance } from 'fastify';
import type { TrafficSettings } from '../config';

export const REQUEST_ID_HEADER = 'x-request-id';

/** What a proxy's id may look like: short, and nothing a log line or a header could be bent by. */
const ACCEPTABLE_ID = /^[\w.:-]{1,128}$/;

/**
 * Whether the peer that sent this request is one of the proxies TRUST_PROXY names. With a number
 * of hops the api is only reachable through them (docs/operations.md), so the peer always is.
 */
function trustsPeer(setting: TrafficSettings['trustProxy']): (request: IncomingMessage) => boolean {
  if (setting === false) return () => false;
  if (typeof setting === 'number') return () => true;
  const trusted = proxyAddr.compile(setting);
  return (request) => {
    const peer = request.socket.remoteAddress;
    return peer !== undefined && trusted(peer, 0);
  };
}

/**
 * Fastify's genReqId: the proxy's X-Request-Id when a trusted proxy sent one (so one id follows
 * a request through the proxy's log and ours), otherwise a fresh UUID. A client cannot choose
 * the id that our log lines carry.
 */
export function requestIds(setting: TrafficSettings['trustProxy']): (request: IncomingMessage) => string {
  const fromProxy = trustsPeer(setting);
  return (request) => {
    const offered = request.headers[REQUEST_ID_HEADER];
    if (typeof offered === 'string' && ACCEPTABLE_ID.test(offered) && fromProxy(request)) return offered;
    return randomUUID();
  };
}

/** Every answer names its request, so that a visitor or an operator can quote it. */
export function returnRequestIds(app: FastifyInstance): void {
  app.addHook('onRequest', async (request, reply) => {
    reply.header(REQUEST_ID_HEADER, request.id);
  });
}
