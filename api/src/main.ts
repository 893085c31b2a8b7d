import { resolve } from 'node:path';
import { buildApp } from './app';

const port = Number(process.env.PORT ?? 8080);
const host = process.env.HOST ?? '0.0.0.0';
const siteDir = process.env.SITE_DIR ? resolve(process.env.SITE_DIR) : undefined;

const app = await buildApp({ siteDir, logger: { level: process.env.LOG_LEVEL ?? 'info' } });

const shutdown = async (signal: string) => {
  app.log.info(`${signal}: closing`);
  await app.close();
  process.exit(0);
};
process.on('SIGTERM', () => void shutdown('SIGTERM'));
process.on('SIGINT', () => void shutdown('SIGINT'));

await app.listen({ port, host });
app.log.info(siteDir ? `Serving the site from ${siteDir} and the api on http://localhost:${port}` : `api on http://localhost:${port}/api`);
