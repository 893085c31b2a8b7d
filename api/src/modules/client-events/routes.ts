import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import { CLIENT_EVENT_MAX_BYTES, clientEventSchema, type ClientEvent } from '@tulia/shared/contract';
import type { AppContext } from '../../context';
import { badRequest } from '../../http/errors';
import { jsonTextParser } from '../../http/json-body';
import { limitedPerAddress } from '../../http/rate-limits';
import type { ZodTypeProvider } from '../../http/validation';
import { remoteEventsCounter, type RemoteEventLabels } from '../../metrics/remote-events';
import { DeployedVersions, type VersionCheck } from './deployed-versions';

const tag = 'Browser failure reports';

export interface ClientEventsOptions {
  ctx: AppContext;
  /** The served deployment folder; none: every report is refused (an api without a site knows no remote). */
  siteDir?: string;
}

/** Why a remote and version are refused, as a 400 naming the field. */
function refusal(check: Exclude<VersionCheck, 'known'>, field: { remote: string; version: string }, remote: string) {
  const [at, message] =
    check === 'no-site'
      ? [field.remote, `${field.remote}: this api serves no site (SITE_DIR), so it knows no remote and takes no report`]
      : check === 'unknown-remote'
        ? [field.remote, `${field.remote}: ${remote} is not a remote of this deployment`]
        : [field.version, `${field.version}: not a version of ${remote} this deployment has published`];
  return badRequest(message, { errors: [{ field: at, message }] });
}

/**
 * POST /api/client-events: the shell's reports of the federated remotes, sent with
 * navigator.sendBeacon (docs/operations.md, "Browser failure reports"). Counted in
 * tulia_remote_events_total and nothing else: no report is stored or logged.
 */
export async function clientEventsRoutes(fastify: FastifyInstance, { ctx, siteDir }: ClientEventsOptions): Promise<void> {
  const app = fastify.withTypeProvider<ZodTypeProvider>();
  const deployed = new DeployedVersions({ siteDir, log: fastify.log });
  const counter = remoteEventsCounter(fastify.metrics);
  const { rateLimits } = ctx.config;

  // navigator.sendBeacon(url, string) sends text/plain;charset=UTF-8 (a CORS-safelisted type, no
  // preflight): read here as JSON, like application/json. This plugin's routes only.
  fastify.addContentTypeParser('text/plain', { parseAs: 'string' }, jsonTextParser(fastify));

  app.post(
    '/client-events',
    {
      // Before the body is read: a flood is refused without parsing anything.
      ...limitedPerAddress(app, 'client-events', rateLimits.clientEvents, rateLimits.windowMs),
      // A report is a few hundred bytes; past this the body is not read (413).
      bodyLimit: CLIENT_EVENT_MAX_BYTES,
      schema: {
        body: clientEventSchema,
        response: { 204: z.null() },
        operation: {
          tag,
          summary: `A page's remote versions (kind page) or a remote's failure (kind failure), counted in tulia_remote_events_total; JSON or text/plain holding JSON (navigator.sendBeacon), at most ${CLIENT_EVENT_MAX_BYTES} bytes`,
          auth: 'none',
          errors: [413, 415, 429],
        },
      },
    },
    async (request, reply) => {
      const event: ClientEvent = request.body;
      const counts: RemoteEventLabels[] = [];
      if (event.kind === 'page') {
        for (const [remote, version] of Object.entries(event.remotes)) {
          const check = await deployed.check(remote, version);
          if (check !== 'known') throw refusal(check, { remote: `remotes.${remote}`, version: `remotes.${remote}` }, remote);
          counts.push({ remote, version, phase: 'page', outcome: 'loaded' });
        }
      } else {
        const check = await deployed.check(event.remote, event.version);
        if (check !== 'known') throw refusal(check, { remote: 'remote', version: 'version' }, event.remote);
        counts.push({ remote: event.remote, version: event.version, phase: event.phase, outcome: event.calm_message_shown ? 'calm_message' : 'no_message' });
      }
      // Counted once every remote of the report is known: a refused report counts nothing.
      for (const labels of counts) counter.inc(labels);
      return reply.code(204).send(null);
    },
  );
}
