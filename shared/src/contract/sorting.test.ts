import {
  bomaGroupsQuerySchema,
  bomaGroupsSorting,
  contactMessagesQuerySchema,
  contactMessagesSorting,
  groupSuggestionsSorting,
  orderOf,
  rafikiRequestsSorting,
  rafikisQuerySchema,
  rafikisSorting,
  resourcesQuerySchema,
  suggestionsQuerySchema,
  therapistsQuerySchema,
  usersQuerySchema,
  usersSorting,
} from './index';

function messages(result: { success: boolean; error?: { issues: { path: PropertyKey[]; message: string }[] } }) {
  return (result.error?.issues ?? []).map((issue) => `${issue.path.join('.')}: ${issue.message}`);
}

describe('list sorting in the query schemas', () => {
  const schemas = [
    usersQuerySchema,
    therapistsQuerySchema,
    rafikisQuerySchema,
    bomaGroupsQuerySchema,
    suggestionsQuerySchema,
    resourcesQuerySchema,
    contactMessagesQuerySchema,
  ];

  it('accepts an allowed sort and order, and leaves both out when absent', () => {
    expect(usersQuerySchema.parse({ sort: 'full_name', order: 'desc' })).toMatchObject({ sort: 'full_name', order: 'desc' });
    for (const schema of schemas) {
      const parsed = schema.parse({});
      expect(parsed.sort).toBeUndefined();
      expect(parsed.order).toBeUndefined();
    }
  });

  it('refuses a sort outside the allow-list, naming Sort and the allowed columns', () => {
    for (const schema of schemas) {
      const found = messages(schema.safeParse({ sort: 'password_hash' }));
      expect(found).toHaveLength(1);
      expect(found[0]).toMatch(/^sort: Sort must be one of: /);
    }
    expect(messages(usersQuerySchema.safeParse({ sort: 'id; drop table users' }))).toEqual([
      'sort: Sort must be one of: full_name, email, username, phone, status, join_date, created_at',
    ]);
  });

  it('refuses an order other than asc or desc, naming Order', () => {
    expect(messages(resourcesQuerySchema.safeParse({ order: 'up' }))).toEqual(['order: Order must be one of: asc, desc']);
  });

  it('keeps Rafiki Requests within what the rafikis endpoint allows', () => {
    for (const sort of rafikiRequestsSorting.sorts) expect(rafikisSorting.sorts).toContain(sort);
  });
});

describe('orderOf', () => {
  it('gives the list default when the query names no sort, and the asked order over it', () => {
    expect(orderOf(usersSorting, usersQuerySchema.parse({}))).toEqual({ sort: 'created_at', order: 'desc' });
    expect(orderOf(usersSorting, usersQuerySchema.parse({ order: 'asc' }))).toEqual({ sort: 'created_at', order: 'asc' });
    expect(orderOf(bomaGroupsSorting, bomaGroupsQuerySchema.parse({ status: 'active' }))).toEqual({ sort: 'created_at', order: 'desc' });
  });

  it('sorts an asked column ascending unless the order says otherwise', () => {
    expect(orderOf(usersSorting, usersQuerySchema.parse({ sort: 'email' }))).toEqual({ sort: 'email', order: 'asc' });
    expect(orderOf(usersSorting, usersQuerySchema.parse({ sort: 'email', order: 'desc' }))).toEqual({ sort: 'email', order: 'desc' });
  });

  it('puts danger first in the contact queue, whatever the status filter', () => {
    const contact = (query: Record<string, string>) => orderOf(contactMessagesSorting, contactMessagesQuerySchema.parse(query));
    // `risk`: high, then elevated, then the rest, oldest first within each tier.
    for (const status of [undefined, 'unread', 'all', 'read']) {
      expect(contact(status ? { status } : {})).toEqual({ sort: 'risk', order: 'asc' });
    }
    expect(contact({ status: 'unread', sort: 'subject' })).toEqual({ sort: 'subject', order: 'asc' });
    expect(contact({ status: 'unread', order: 'desc' })).toEqual({ sort: 'risk', order: 'desc' });
  });

  it('reads the review queues oldest first, and the other views newest first', () => {
    expect(orderOf(groupSuggestionsSorting, suggestionsQuerySchema.parse({ status: 'pending' }))).toEqual({ sort: 'suggested_at', order: 'asc' });
    expect(orderOf(groupSuggestionsSorting, suggestionsQuerySchema.parse({}))).toEqual({ sort: 'suggested_at', order: 'desc' });
    expect(orderOf(rafikisSorting, rafikisQuerySchema.parse({ status: 'training' }))).toEqual({ sort: 'created_at', order: 'asc' });
    expect(orderOf(rafikisSorting, rafikisQuerySchema.parse({}))).toEqual({ sort: 'created_at', order: 'desc' });
    expect(orderOf(rafikiRequestsSorting, {})).toEqual({ sort: 'created_at', order: 'asc' });
  });
});
