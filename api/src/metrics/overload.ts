import underPressure from '@fastify/under-pressure';
import type { FastifyInstance } from 'fastify';
import type { OverloadSettings } from '../config';
import { HttpError } from '../http/errors';

/** The answer of a request refused under overload: calm, and it says what to do. */
export const OVERLOAD_MESSAGE = 'The service is very busy right now. Please try again in a few seconds.';

/**
 * Routes answered even under overload. The liveness probe must say the process is alive, or an
 * orchestrator would restart a busy instance and drop everything it holds; readiness is not
 * here on purpose: an overloaded instance leaves the proxy's rotation until it recovers.
 */
export const ANSWERED_UNDER_OVERLOAD = new Set(['/api/health/live']);

/**
 * Samples in a row past a limit before requests are refused. One stall (a long garbage
 * collection, a large synchronous query on PGlite) is over by the time it is measured: alone it
 * sheds nothing, a load that lasts does.
 */
export const SUSTAINED_SAMPLES = 2;

/**
 * Overload protection (docs/operations.md, "Overload"): when the mean event-loop delay or the
 * heap stays past its limit, requests are answered 503 with Retry-After at once instead of
 * queueing behind work the process cannot finish. @fastify/under-pressure samples the load every
 * sampleIntervalMs; its own status route stays off, since the api has its probes (routes/health.ts).
 */
export async function registerOverloadProtection(app: FastifyInstance, settings: OverloadSettings): Promise<void> {
  let pressedSamples = 0;
  await app.register(underPressure, {
    maxEventLoopDelay: settings.maxEventLoopDelayMs,
    maxHeapUsedBytes: settings.maxHeapUsedBytes,
    sampleInterval: settings.sampleIntervalMs,
    exposeStatusRoute: false,
    pressureHandler: async (request, reply) => {
      // Resolving goes on with the request as usual.
      if (pressedSamples < SUSTAINED_SAMPLES) return;
      if (request.routeOptions.url !== undefined && ANSWERED_UNDER_OVERLOAD.has(request.routeOptions.url)) return;
      // A rejection ends the request through the error handler: the api's { message } shape.
      reply.header('retry-after', String(settings.retryAfterSeconds));
      throw new HttpError(503, OVERLOAD_MESSAGE);
    },
  });
  if (settings.maxEventLoopDelayMs === 0 && settings.maxHeapUsedBytes === 0) return;
  // Counts the plugin's samples past a limit in a row. Read twice per sample period, so that no
  // sample is missed; a sample already counted (same figures) is not counted again.
  let lastSample = '';
  const timer = setInterval(
    () => {
      const usage = app.memoryUsage();
      const sample = `${usage.eventLoopDelay}/${usage.heapUsed}`;
      if (sample === lastSample) return;
      lastSample = sample;
      pressedSamples = app.isUnderPressure() ? pressedSamples + 1 : 0;
    },
    Math.max(1, Math.floor(settings.sampleIntervalMs / 2)),
  );
  timer.unref();
  app.addHook('onClose', async () => clearInterval(timer));
}
