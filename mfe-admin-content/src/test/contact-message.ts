import type { ContactMessage, ContactTriageStats, TierTargetStats } from '@tulia/shared/contract';
import { recordFixture } from '@tulia/shared/testing';

/** A stored contact message as the api returns it: by default an ordinary one, waiting, due in two working days. */
export const contactMessage = recordFixture<ContactMessage>({
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
  risk_level: 'none',
  risk_reasons: [],
  risk_rules_version: '2026-11-1',
  risk_missed: false,
  due_at: '2026-03-03T09:30:00.000Z',
  first_response_at: null,
  assignee: null,
  oncall_alerted_at: null,
  oncall_acknowledged_at: null,
});

/** The response-target figures of the statistics, all tiers empty unless overridden. */
export function triageStats(overrides: Partial<ContactTriageStats> = {}): ContactTriageStats {
  const tier: TierTargetStats = {
    total: 0,
    waiting: 0,
    overdue: 0,
    responded: 0,
    responded_within_target: 0,
    within_target_share: null,
    median_first_response_minutes: null,
  };
  return { high: tier, elevated: tier, none: tier, missed_flags: 0, oldest_waiting_crisis_at: null, ...overrides };
}
