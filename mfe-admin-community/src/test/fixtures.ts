// Records shaped as the api answers them, for component tests.
import type { BomaGroup, GroupManager, GroupSuggestion, Rafiki } from '@tulia/shared/contract';
import { tokenStorage } from '@tulia/shared/api-client';
import { recordFixture } from '@tulia/shared/testing';

export const aGroup = recordFixture<BomaGroup>({
  id: 11,
  name: 'Exam Season Support',
  description: 'KCSE candidates sharing study tips.',
  category: 'Education',
  tags: ['exams'],
  image_url: null,
  is_private: false,
  status: 'active',
  is_active: true,
  assigned_rafiki_id: null,
  created_by: 1,
  creator: { id: 1, full_name: 'Wanjiku Demo', email: 'admin@tulia.co.ke', is_rafiki: false },
  managers: [],
  real_member_count: 0,
  member_count: 0,
  created_at: '2026-03-01T09:30:00.000Z',
  updated_at: '2026-03-02T10:45:00.000Z',
});

export function aManager(id: number, overrides: Partial<GroupManager> = {}): GroupManager {
  return { id, full_name: `Manager ${id}`, email: `manager${id}@example.org`, username: `manager${id}`, is_rafiki: false, role: 'manager', ...overrides };
}

export function aRafiki(id: number, fullName: string, specialties: string[]): Rafiki {
  return {
    id,
    user_id: 100 + id,
    user: {
      id: 100 + id,
      full_name: fullName,
      email: `rafiki${id}@example.org`,
      username: `rafiki${id}`,
      phone: null,
      bio: null,
      location: null,
      avatar_url: null,
      status: 'active',
    },
    specialties,
    help_areas: [],
    personal_experience: null,
    motivations: null,
    join_date: null,
    status: 'active',
    training_completed: true,
    profile_completed: true,
    is_moderator: false,
    rejection_reason: null,
    admin_notes: null,
    reviewed_at: null,
    created_at: '2026-01-01T00:00:00.000Z',
    updated_at: '2026-01-01T00:00:00.000Z',
  };
}

export const aSuggestion = recordFixture<GroupSuggestion>({
  id: 4,
  group_name: 'Teen Dads Boma',
  description: 'Support for young fathers learning to parent.',
  category: 'Support',
  reasoning: 'Young fathers are often left out.',
  status: 'pending',
  suggested_at: '2026-03-01T09:30:00.000Z',
  suggested_by_user_id: 20,
  suggested_by_name: 'Kevin Ouma',
  suggested_by_email: 'kevin@example.org',
  assigned_rafiki_id: null,
  assigned_rafiki: null,
  admin_notes: null,
  reviewed_at: null,
  boma_group_id: null,
});

/**
 * Runs each test of the calling suite signed in (the stored tokens the api client sends) and
 * takes the fake api and the tokens away after it.
 */
export function signedInSuite(): void {
  beforeEach(() => tokenStorage.setTokens('access-token', 'refresh-token'));
  afterEach(() => {
    vi.unstubAllGlobals();
    tokenStorage.clear();
  });
}
