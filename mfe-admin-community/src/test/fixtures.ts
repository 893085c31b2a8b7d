// Records shaped as the api answers them, for component tests.
import type { BomaGroup, GroupManager, Rafiki } from '@tulia/shared/contract';

export function aGroup(overrides: Partial<BomaGroup> = {}): BomaGroup {
  return {
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
    ...overrides,
  };
}

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
