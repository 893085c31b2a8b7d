import cors from '@fastify/cors';
import helmet from '@fastify/helmet';
import type { FastifyInstance } from 'fastify';

/**
 * Security headers for the api and the composed site served beside it. The site loads its
 * remotes (Module Federation) as same-origin scripts and styles its components with inline
 * styles (emotion), so scripts stay 'self'-only while styles allow 'unsafe-inline'.
 */
export async function registerSecurityHeaders(app: FastifyInstance): Promise<void> {
  await app.register(helmet, {
    contentSecurityPolicy: {
      useDefaults: false,
      directives: {
        defaultSrc: ["'self'"],
        scriptSrc: ["'self'"],
        styleSrc: ["'self'", "'unsafe-inline'"],
        // Boma group and resource pictures are links an admin entered: https images are allowed,
        // scripts never are.
        imgSrc: ["'self'", 'data:', 'https:'],
        connectSrc: ["'self'"],
        fontSrc: ["'self'", 'data:'],
        objectSrc: ["'none'"],
        baseUri: ["'self'"],
        formAction: ["'self'"],
        frameAncestors: ["'none'"],
        // No upgrade-insecure-requests: `npm start` serves plain http on localhost.
      },
    },
    // Remotes may be published on another origin (a CDN) and fetched by the shell.
    crossOriginResourcePolicy: { policy: 'same-site' },
    hsts: false,
  });
}

/** CORS only for the configured origins; none configured means same-origin only (no CORS headers). */
export async function registerCors(app: FastifyInstance, origins: string[]): Promise<void> {
  if (origins.length === 0) return;
  await app.register(cors, {
    origin: origins,
    methods: ['GET', 'POST', 'PUT', 'DELETE'],
    allowedHeaders: ['Content-Type', 'Authorization', 'Accept'],
    maxAge: 600,
  });
}
