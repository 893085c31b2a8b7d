import type { ContactMessage } from '@tulia/shared/contract';

/** A stored contact message as the api returns it. */
export function contactMessage(overrides: Partial<ContactMessage> = {}): ContactMessage {
  return {
    id: 5,
    full_name: 'Wanjiku Kamau',
    email: 'wanjiku@example.com',
    phone: '+254 711 000 000',
    subject: 'Partnership Opportunity',
    message: 'We would like to partner with you.',
    status: 'unread',
    admin_notes: null,
    reply_message: null,
    replied_at: null,
    created_at: '2026-03-01T09:30:00.000Z',
    updated_at: '2026-03-01T09:30:00.000Z',
    ...overrides,
  };
}
