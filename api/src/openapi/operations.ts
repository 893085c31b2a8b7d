import { z } from 'zod';
import * as contract from '@tulia/shared/contract';

/** One call of the api, described with the same contract schemas the routes validate with. */
export interface Operation {
  method: 'get' | 'post' | 'put' | 'delete';
  /** OpenAPI path, with {id} for the record id. */
  path: string;
  tag: string;
  summary: string;
  /** Needs a bearer access token (the refresh call takes the refresh token instead). */
  auth: 'access' | 'refresh' | 'none';
  body?: z.ZodType;
  query?: z.ZodType;
  response?: z.ZodType;
  /** A CSV download instead of JSON (the exports); `response` is then left out. */
  csv?: boolean;
  /** The success status (200 unless said). */
  status?: 200 | 201;
  /** Client errors this call can answer, besides 400 for bad input. */
  errors?: (401 | 403 | 404 | 409 | 413 | 415 | 429 | 503)[];
  superAdminOnly?: boolean;
}

const message = contract.messageResponseSchema;

/** GET …/export of a list: its search, filters and order, every page, as CSV. */
const csvExport = (list: contract.ExportableList, tag: string, what: string): Operation => ({
  method: 'get',
  path: `/api/${contract.exportPath(list)}`,
  tag,
  summary: `Download ${what} as CSV (UTF-8 with BOM; the list's search, filters and order, every page; audited)`,
  auth: 'access',
  superAdminOnly: true,
  query: contract.exportQuerySchemas[list],
  csv: true,
  errors: [403],
});
const withMessage = <T extends z.ZodRawShape>(shape: T) => z.object({ message: z.string(), ...shape });

const adminCrud = (
  tag: string,
  path: string,
  key: string,
  names: { singular: string; plural: string },
  schemas: { query: z.ZodType; list: z.ZodType; item: z.ZodType; create: z.ZodType; update: z.ZodType },
): Operation[] => [
  { method: 'get', path, tag, summary: `List ${names.plural} (search, filters, sort, paging)`, auth: 'access', query: schemas.query, response: schemas.list },
  { method: 'get', path: `${path}/{id}`, tag, summary: `One ${names.singular}`, auth: 'access', response: z.object({ [key]: schemas.item }), errors: [404] },
  { method: 'post', path, tag, summary: `Create a ${names.singular}`, auth: 'access', body: schemas.create, response: withMessage({ [key]: schemas.item }), status: 201, errors: [409] },
  { method: 'put', path: `${path}/{id}`, tag, summary: `Update a ${names.singular}`, auth: 'access', body: schemas.update, response: withMessage({ [key]: schemas.item }), errors: [404, 409] },
  { method: 'delete', path: `${path}/{id}`, tag, summary: `Delete a ${names.singular}`, auth: 'access', response: message, errors: [404] },
];

/** Every call of admin §7 and public §7, plus the extras of the api. */
export const OPERATIONS: Operation[] = [
  { method: 'get', path: '/api/health', tag: 'Service', summary: 'Service and database status, and the version (503 when the database is down)', auth: 'none', response: contract.healthResponseSchema, errors: [503] },

  { method: 'post', path: '/api/auth/admin/register', tag: 'Authentication', summary: 'Register an administrator (ADMIN_REGISTRATION policy: open, first-admin or closed)', auth: 'none', body: contract.adminRegistrationSchema, response: contract.adminRegistrationResponseSchema, status: 201, errors: [403, 409, 429] },
  { method: 'post', path: '/api/auth/admin/login', tag: 'Authentication', summary: 'Sign in: access token, refresh token and the admin', auth: 'none', body: contract.loginCredentialsSchema, response: contract.loginResponseSchema, errors: [401, 403, 429] },
  { method: 'post', path: '/api/auth/admin/refresh', tag: 'Authentication', summary: 'Trade the refresh token (Bearer) for new tokens; the refresh token rotates, a reused one ends its session', auth: 'refresh', response: contract.refreshResponseSchema, errors: [401] },
  { method: 'post', path: '/api/auth/admin/forgot-password', tag: 'Authentication', summary: 'Mail a single-use reset link; the answer is the same whether the account exists or not', auth: 'none', body: contract.forgotPasswordSchema, response: message, errors: [429] },
  { method: 'post', path: '/api/auth/admin/reset-password', tag: 'Authentication', summary: 'Set a new password with the token of the reset link', auth: 'none', body: contract.resetPasswordSchema, response: message, errors: [429] },
  { method: 'get', path: '/api/auth/admin/profile', tag: 'Authentication', summary: 'The signed-in admin', auth: 'access', response: z.object({ admin: contract.adminSchema }) },
  { method: 'post', path: '/api/admin/logout', tag: 'Authentication', summary: 'End this session (its refresh and access tokens stop working)', auth: 'access', response: message },
  { method: 'put', path: '/api/admin/change-password', tag: 'Authentication', summary: "Change one's password; other sessions end", auth: 'access', body: contract.changePasswordSchema, response: message },

  { method: 'get', path: '/api/admin/dashboard', tag: 'Overview', summary: 'The overview figures, recent activity (audit log) and pending counts', auth: 'access', response: contract.dashboardResponseSchema },
  { method: 'get', path: '/api/admin/pending-counts', tag: 'Overview', summary: 'What waits for an admin (rafiki requests, group suggestions, unread messages), for the sidebar badges to poll', auth: 'access', response: contract.pendingCountsSchema },

  ...adminCrud('Users', '/api/admin/users', 'user', { singular: 'user', plural: 'users' }, {
    query: contract.usersQuerySchema,
    list: contract.usersListResponseSchema,
    item: contract.userSchema,
    create: contract.createUserSchema,
    update: contract.updateUserSchema,
  }),
  { method: 'get', path: '/api/admin/users/stats', tag: 'Users', summary: 'The stat cards of the Users screen', auth: 'access', response: contract.userStatsSchema },
  { method: 'post', path: '/api/admin/users/{id}/generate-password', tag: 'Users', summary: 'Generate a new password; it is in this answer only', auth: 'access', response: contract.generatedPasswordResponseSchema, errors: [403, 404] },
  { method: 'post', path: '/api/admin/users/{id}/reset-password', tag: 'Users', summary: "Set a user's password (one's own: with current_password)", auth: 'access', body: contract.resetUserPasswordSchema, response: message, errors: [403, 404] },
  { method: 'post', path: '/api/admin/users/bulk', tag: 'Users', summary: 'Suspend or activate up to 100 users in one step; one refused user refuses them all', auth: 'access', body: contract.bulkUsersSchema, response: contract.bulkResultSchema, errors: [403, 404] },
  csvExport('users', 'Users', 'the users'),

  ...adminCrud('Therapists', '/api/admin/therapists', 'therapist', { singular: 'therapist', plural: 'therapists' }, {
    query: contract.therapistsQuerySchema,
    list: contract.therapistsListResponseSchema,
    item: contract.therapistSchema,
    create: contract.createTherapistSchema,
    update: contract.updateTherapistSchema,
  }),
  csvExport('therapists', 'Therapists', 'the therapists'),
  ...adminCrud('Rafikis', '/api/admin/rafikis', 'rafiki', { singular: 'rafiki', plural: 'rafikis (status=active for the assign-rafiki dropdowns, status=training for the requests)' }, {
    query: contract.rafikisQuerySchema,
    list: contract.rafikisListResponseSchema,
    item: contract.rafikiSchema,
    create: contract.createRafikiSchema,
    update: contract.updateRafikiSchema,
  }),
  csvExport('rafikis', 'Rafikis', 'the rafikis'),
  ...adminCrud('Boma groups', '/api/admin/boma-groups', 'boma_group', { singular: 'boma group', plural: 'boma groups' }, {
    query: contract.bomaGroupsQuerySchema,
    list: contract.bomaGroupsListResponseSchema,
    item: contract.bomaGroupSchema,
    create: contract.createBomaGroupSchema,
    update: contract.updateBomaGroupSchema,
  }),
  { method: 'get', path: '/api/admin/suggest-groups-requests', tag: 'Group suggestions', summary: 'List group suggestions', auth: 'access', query: contract.suggestionsQuerySchema, response: contract.suggestionsListResponseSchema },
  { method: 'get', path: '/api/admin/suggest-groups-requests/{id}', tag: 'Group suggestions', summary: 'One group suggestion', auth: 'access', response: contract.suggestionResponseSchema, errors: [404] },
  { method: 'put', path: '/api/admin/suggest-groups-requests/{id}', tag: 'Group suggestions', summary: 'Approve (creates the boma group, the chosen rafiki as manager) or reject (reason required)', auth: 'access', body: contract.reviewSuggestionSchema, response: contract.reviewSuggestionResponseSchema, errors: [404, 409] },

  ...adminCrud('Resources', '/api/admin/resources', 'resource', { singular: 'resource', plural: 'resources' }, {
    query: contract.resourcesQuerySchema,
    list: contract.resourcesListResponseSchema,
    item: contract.resourceSchema,
    create: contract.createResourceSchema,
    update: contract.updateResourceSchema,
  }),

  { method: 'get', path: '/api/admin/contact-messages', tag: 'Contact messages', summary: 'List contact messages (20 per page by default)', auth: 'access', query: contract.contactMessagesQuerySchema, response: contract.contactMessagesListResponseSchema },
  { method: 'get', path: '/api/admin/contact-messages/stats', tag: 'Contact messages', summary: 'Counts per status', auth: 'access', response: contract.contactStatsSchema },
  { method: 'get', path: '/api/admin/contact-messages/{id}', tag: 'Contact messages', summary: 'One contact message', auth: 'access', response: contract.contactMessageResponseSchema, errors: [404] },
  { method: 'post', path: '/api/admin/contact-messages/{id}/mark-read', tag: 'Contact messages', summary: 'Unread to read', auth: 'access', response: contract.contactMessageResponseSchema, errors: [404, 409] },
  { method: 'post', path: '/api/admin/contact-messages/{id}/reply', tag: 'Contact messages', summary: 'Store the reply and notes, set replied, and mail the reply', auth: 'access', body: contract.contactReplySchema, response: contract.contactMessageResponseSchema, errors: [404, 409] },
  { method: 'post', path: '/api/admin/contact-messages/{id}/close', tag: 'Contact messages', summary: 'Any status but closed to closed', auth: 'access', response: contract.contactMessageResponseSchema, errors: [404, 409] },
  { method: 'delete', path: '/api/admin/contact-messages/{id}', tag: 'Contact messages', summary: 'Delete a message for good (audited without its sender or text)', auth: 'access', superAdminOnly: true, response: message, errors: [403, 404] },
  { method: 'post', path: '/api/admin/contact-messages/bulk', tag: 'Contact messages', summary: 'Mark as read or close up to 100 messages in one step; one the action cannot apply to refuses them all', auth: 'access', body: contract.bulkContactMessagesSchema, response: contract.bulkResultSchema, errors: [404, 409] },
  csvExport('contact_messages', 'Contact messages', 'the contact messages'),

  { method: 'get', path: '/api/admin/audit-log', tag: 'Audit log', summary: "Admins' actions, failed sign-ins and refused requests, newest first (filter entity and entity_id for one record's history)", auth: 'access', query: contract.auditLogQuerySchema, response: contract.auditLogListResponseSchema },
  { method: 'get', path: '/api/admin/audit-log/actors', tag: 'Audit log', summary: 'The admins who appear in the log, for the actor filter', auth: 'access', response: contract.auditActorsResponseSchema },
  csvExport('audit_log', 'Audit log', 'the audit log'),

  { method: 'get', path: '/api/admin/outbox', tag: 'Mail', summary: 'Mail written by the api (password resets, contact replies)', auth: 'access', superAdminOnly: true, query: contract.outboxQuerySchema, response: contract.outboxListResponseSchema, errors: [403] },

  { method: 'post', path: '/api/admin/data-subject/export', tag: 'Data protection', summary: "Everything held about an e-mail address, as JSON (a person's access request; audited under a reference, not the address)", auth: 'access', superAdminOnly: true, body: contract.dataSubjectRequestSchema, response: contract.dataSubjectExportSchema, errors: [403] },
  { method: 'post', path: '/api/admin/data-subject/erase', tag: 'Data protection', summary: "Erase a person: their account, contact messages and mail; their name and e-mail wherever copied become [erased] (audited under a reference)", auth: 'access', superAdminOnly: true, body: contract.dataSubjectRequestSchema, response: contract.dataSubjectErasureResponseSchema, errors: [403, 409] },

  { method: 'get', path: '/api/contact/subjects', tag: 'Public contact form', summary: 'The subjects of the contact form', auth: 'none', response: contract.contactSubjectsResponseSchema },
  { method: 'post', path: '/api/contact', tag: 'Public contact form', summary: 'Send a message (stored for the Contact Messages screen)', auth: 'none', body: contract.contactFormSchema, response: contract.contactSubmissionResponseSchema, status: 201, errors: [413, 415, 429] },
];
