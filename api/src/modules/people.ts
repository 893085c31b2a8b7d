import { sql, type SQL } from 'drizzle-orm';
import type { Person } from '@tulia/shared/contract';
import { users } from '../db/schema';
import { containsPattern } from './common';

/** A users search: the text anywhere in name, email, username or phone, case-insensitively (trigram index). */
export function matchesUserSearch(term: string): SQL {
  return sql`${users.searchText} like lower(${containsPattern(term)})`;
}

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
