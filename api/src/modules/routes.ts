import type { FastifyInstance } from 'fastify';
import type { AppContext } from '../context';
import { auditLogRoutes } from './audit-log/routes';
import { clientEventsRoutes } from './client-events/routes';
import { bomaGroupsRoutes } from './boma-groups/routes';
import { contactMessagesRoutes } from './contact-messages/routes';
import { contactRoutes } from './contact/routes';
import { crisisAlertRoutes } from './crisis-alerts/routes';
import { dashboardRoutes } from './dashboard/routes';
import { dataRightsRoutes } from './data-rights/routes';
import { exportRoutes } from './exports/routes';
import { groupSuggestionsRoutes } from './group-suggestions/routes';
import { outboxRoutes } from './outbox/routes';
import { rafikisRoutes } from './rafikis/routes';
import { resourcesRoutes } from './resources/routes';
import { therapistsRoutes } from './therapists/routes';
import { usersRoutes } from './users/routes';

type Options = { ctx: AppContext };

/** The public calls under /api (the contact form), and the browser's failure reports (which read the served site's remotes.json). */
export async function publicRoutes(app: FastifyInstance, options: Options & { siteDir?: string }): Promise<void> {
  await app.register(contactRoutes, options);
  await app.register(clientEventsRoutes, options);
}

/** The admin calls under /api/admin (the caller checks the bearer token first). */
export async function adminRoutes(app: FastifyInstance, options: Options): Promise<void> {
  await app.register(dashboardRoutes, options);
  await app.register(usersRoutes, options);
  await app.register(therapistsRoutes, options);
  await app.register(rafikisRoutes, options);
  await app.register(bomaGroupsRoutes, options);
  await app.register(groupSuggestionsRoutes, options);
  await app.register(resourcesRoutes, options);
  await app.register(contactMessagesRoutes, options);
  await app.register(crisisAlertRoutes, options);
  await app.register(outboxRoutes, options);
  await app.register(auditLogRoutes, options);
  await app.register(exportRoutes, options);
  await app.register(dataRightsRoutes, options);
}
