import type { Person, Rafiki, Therapist, User } from '@tulia/shared/contract';
import { recordFixture } from '@tulia/shared/testing';

const stamp = '2026-01-15T09:30:00.000Z';

export const makeUser = recordFixture<User>({
  id: 7,
  full_name: 'Achieng Otieno',
  email: 'achieng@example.org',
  phone: '+254711000111',
  username: 'achieng',
  status: 'active',
  is_active: true,
  is_admin: false,
  admin_level: null,
  role: 'user',
  join_date: '2026-01-15',
  created_at: stamp,
  updated_at: stamp,
});

const makePerson = recordFixture<Person>({
  id: 40,
  full_name: 'Wanjiru Kamau',
  email: 'wanjiru@example.org',
  username: 'wanjiru',
  phone: '+254722000222',
  bio: null,
  location: 'Nairobi',
  avatar_url: null,
  status: 'active',
});

export const makeTherapist = recordFixture<Therapist>({
  id: 3,
  user_id: 40,
  user: makePerson(),
  license_number: 'KCPA-0042',
  license_type: 'clinical',
  specialization: ['Anxiety', 'Grief'],
  years_experience: 6,
  education: ['MA Clinical Psychology'],
  languages: ['English', 'Kiswahili'],
  availability: { monday: ['09:00-12:00'] },
  hourly_rate: 45,
  status: 'active',
  created_at: stamp,
  updated_at: stamp,
});

export const makeRafiki = recordFixture<Rafiki>({
  id: 11,
  user_id: 41,
  user: makePerson({ id: 41, full_name: 'Baraka Mwangi', email: 'baraka@example.org', username: 'baraka', bio: 'Student in Kisumu' }),
  specialties: ['Exam stress', 'Loneliness', 'Family', 'Sleep'],
  help_areas: ['Listening'],
  personal_experience: 'I got through a hard first year.',
  motivations: 'To be there for others.',
  join_date: '2026-01-10',
  status: 'training',
  training_completed: false,
  profile_completed: true,
  is_moderator: false,
  rejection_reason: null,
  admin_notes: null,
  reviewed_at: null,
  created_at: stamp,
  updated_at: stamp,
});
