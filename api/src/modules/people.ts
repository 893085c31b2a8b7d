import type { Person } from '@tulia/shared/contract';
import { assertIdentityFree, normaliseEmail } from '../auth/service';
import type { Database } from '../db/client';
import { users } from '../db/schema';
import { today } from './common';

/** The user columns nested in therapist and rafiki answers. */
export const personColumns = {
  id: users.id,
  fullName: users.fullName,
  email: users.email,
  username: users.username,
  phone: users.phone,
  bio: users.bio,
  location: users.location,
  avatarUrl: users.avatarUrl,
  status: users.status,
};

export interface PersonRow {
  id: number;
  fullName: string;
  email: string;
  username: string;
  phone: string | null;
  bio: string | null;
  location: string | null;
  avatarUrl: string | null;
  status: Person['status'];
}

export function toPerson(row: PersonRow): Person {
  return {
    id: row.id,
    full_name: row.fullName,
    email: row.email,
    username: row.username,
    phone: row.phone,
    bio: row.bio,
    location: row.location,
    avatar_url: row.avatarUrl,
    status: row.status,
  };
}

export interface NewPerson {
  email: string;
  username: string;
  full_name: string;
  phone: string;
  passwordHash: string;
  bio?: string | null;
  location?: string | null;
  joinDate?: string;
}

/**
 * Therapists and rafikis are people with an account: the user row is created in the same
 * transaction as the profile, from the form's email, username, full name, phone and password.
 */
export async function insertPerson(tx: Database, person: NewPerson): Promise<number> {
  await assertIdentityFree(tx, person);
  const [created] = await tx
    .insert(users)
    .values({
      email: normaliseEmail(person.email),
      username: person.username,
      fullName: person.full_name,
      phone: person.phone,
      passwordHash: person.passwordHash,
      bio: person.bio ?? null,
      location: person.location ?? null,
      joinDate: person.joinDate ?? today(),
      status: 'active',
    })
    .returning({ id: users.id });
  if (!created) throw new Error('The new user was not returned');
  return created.id;
}
