import Fastify, { type FastifyInstance, type FastifyServerOptions } from 'fastify';
import { recordRefusals } from './audit/refusals';
import { authRoutes, sessionRoutes } from './auth/routes';
import { SessionGuard } from './auth/guard';
import { testConfig, type Config } from './config';
import type { AppContext } from './context';
import type { DatabaseHandle } from './db/client';
import { proxyTrust } from './http/client-address';
import { handleError, handleFrameworkError } from './http/errors';
import { ServiceLifecycle } from './http/lifecycle';
import { requestIds, returnRequestIds } from './http/request-id';
import { acceptEmptyJsonBodies } from './http/json-body';
import { registerRateLimits } from './http/rate-limits';
import { privateLogger } from './http/request-log';
import { registerCors, registerSecurityHeaders } from './http/security';
import { refuseUnstorableText } from './http/text-input';
import { validatorCompiler } from './http/validation';
import { Mailer } from './mail/mailer';
import { sealingKey } from './mail/sealed';
import { registerOverloadProtection } from './metrics/overload';
import { recordRequests } from './metrics/request-metrics';
import { CountCache } from './modules/count-cache';
import { startCrisisAlertSweep } from './modules/crisis-alerts/alerts';
import { adminRoutes, publicRoutes } from './modules/routes';
import { collectDeclaredRoutes } from './openapi/declarations';
import { docsRoutes } from './openapi/routes';
import { healthRoutes } from './routes/health';
import { serveSite } from './site/serve-site';

export interface AppOptions {
  /** A published deployment folder to serve beside the api (npm start), or none. */
  siteDir?: string;
  logger?: FastifyServerOptions['logger'];
  /** The opened, migrated database. Without one only health, docs and the site answer. */
  database?: DatabaseHandle;
  config?: Config;
}

declare module 'fastify' {
  interface FastifyInstance {
    /** Present when the api runs on a database. */
    tulia: AppContext | null;
    /** 'METHOD /path' of every route, for the OpenAPI completeness test. */
    registeredRoutes: string[];
    /** Starting, ready or draining: what the readiness probe answers (main.ts drains on SIGTERM). */
    lifecycle: ServiceLifecycle;
  }
}

/** The body a route without a body schema accepts, in bytes (clients send `{}` or nothing). */
export const BODYLESS_ROUTE_LIMIT = 1024;

/** The api under /api and, when asked, the composed site on the same port. */
export async function buildApp(options: AppOptions = {}): Promise<FastifyInstance> {
  const config = options.config ?? testConfig();
  const app = Fastify({
    ...privateLogger(options.logger ?? false),
    bodyLimit: config.bodyLimit,
    // A request must arrive whole within requestTimeout, and an idle connection is closed after
    // connectionTimeout: slow uploads cannot hold memory and sockets for minutes (the proxy in
    // front pairs them: nginx client_body_timeout, HAProxy timeout http-request).
    requestTimeout: config.requestTimeoutMs,
    connectionTimeout: config.connectionTimeoutMs,
    // Node enforces these on a sweep of the open connections (every 30 s by default: here every
    // second), and a slow body is only cut when the headers' limit is not longer than the request's.
    http: { connectionsCheckingInterval: 1000, headersTimeout: config.requestTimeoutMs, requestTimeout: config.requestTimeoutMs },
    trustProxy: proxyTrust(config.trustProxy),
    genReqId: requestIds(config.trustProxy),
    frameworkErrors: handleFrameworkError,
  });
  const lifecycle = new ServiceLifecycle();
  app.decorate('lifecycle', lifecycle);
  // Ready once Fastify is (listen waits for it): migrations and seeding are done by then.
  app.addHook('onReady', async () => lifecycle.markReady());
  returnRequestIds(app);
  // Counted for the metrics listener (its own port: metrics/listener.ts), never served here.
  recordRequests(app);
  // While draining, no connection is kept for another request: the next one goes to another instance.
  app.addHook('onSend', async (_request, reply) => {
    if (lifecycle.phase === 'draining') reply.header('connection', 'close');
  });

  // Never a stack trace for anything a client can send: a message, and the details in the log.
  app.setErrorHandler(handleError);
  const registeredRoutes: string[] = [];
  app.decorate('registeredRoutes', registeredRoutes);
  app.addHook('onRoute', (route) => {
    for (const method of [route.method].flat()) registeredRoutes.push(`${method} ${route.url}`);
    // A route that reads no body takes none worth the name (an empty JSON object at most).
    if (!route.schema?.body && route.bodyLimit === undefined) route.bodyLimit = BODYLESS_ROUTE_LIMIT;
  });
  acceptEmptyJsonBodies(app);
  refuseUnstorableText(app);
  // Routes declare their input and answers with the contract's zod schemas (the type provider of
  // http/validation.ts): input validated before the handler, answers written as plain JSON.
  app.setValidatorCompiler(validatorCompiler);
  collectDeclaredRoutes(app);
  app.decorateRequest('principal', null);

  let ctx: AppContext | null = null;
  if (options.database) {
    const { database } = options;
    const mailer = new Mailer(database.db, {
      smtpUrl: config.smtpUrl,
      from: config.mailFrom,
      log: app.log,
      sealKey: sealingKey(config.jwtSecret),
      retentionMs: config.mailRetentionMs,
    });
    const counts = new CountCache();
    // With Redis, every instance drops a changed session from its cache at once.
    const guard = new SessionGuard(database.db, config.jwtSecret, { redisUrl: config.redisUrl, log: app.log });
    app.addHook('onClose', async () => guard.close());
    ctx = { config, database, db: database.db, mailer, guard, counts, startedAt: Date.now() };
    mailer.start();
    // Any write may change what a list counts: before it runs and once it is done.
    const isWrite = (method: string) => method !== 'GET' && method !== 'HEAD' && method !== 'OPTIONS';
    app.addHook('onRequest', async (request) => {
      if (isWrite(request.method)) counts.invalidate();
    });
    app.addHook('onResponse', async (request) => {
      if (isWrite(request.method)) counts.invalidate();
    });
    app.addHook('onClose', async () => mailer.close());
    // Escalation and follow-ups of the out-of-hours on-call alerts (only with an on-call list).
    if (config.crisisOncall.primary.length > 0) {
      const sweep = startCrisisAlertSweep(ctx, app.log);
      app.addHook('onClose', async () => sweep.stop());
    }
  }
  app.decorate('tulia', ctx);

  await registerSecurityHeaders(app);
  await registerCors(app, config.corsOrigins);
  // Past the load limits a request is answered 503 at once, with the headers above and before any other work.
  await registerOverloadProtection(app, config.overload);
  await registerRateLimits(app, { redisUrl: config.redisUrl });

  await app.register(
    async (api) => {
      // Answers hold personal data: no cache keeps them unless a route says otherwise.
      api.addHook('onSend', async (_request, reply) => {
        if (!reply.hasHeader('cache-control')) reply.header('cache-control', 'no-store');
      });
      const guard = ctx?.guard;
      await api.register(healthRoutes, {
        database: options.database,
        lifecycle,
        redisSubscribed: guard && config.redisUrl ? () => guard.invalidationsLive : undefined,
      });
      await api.register(docsRoutes);
      if (!ctx) return;
      const context = ctx;
      await api.register(authRoutes, { prefix: '/auth/admin', ctx: context });
      await api.register(publicRoutes, { ctx: context, siteDir: options.siteDir });
      await api.register(
        async (admin) => {
          // Every admin call carries a bearer access token.
          admin.addHook('onRequest', async (request) => {
            await context.guard.authenticate(request);
          });
          recordRefusals(admin, context.db);
          await admin.register(sessionRoutes, { ctx: context });
          await admin.register(adminRoutes, { ctx: context });
        },
        { prefix: '/admin' },
      );
    },
    { prefix: '/api' },
  );

  if (options.siteDir) await serveSite(app, options.siteDir);
  else app.setNotFoundHandler(async (request, reply) => reply.code(404).send({ message: `Not found: ${request.method} ${request.url.split('?')[0]}` }));

  return app;
}
