import type { DetailItem } from '@tulia/shared/ui';

/** The account's contact rows every person's details show, in the same order. */
export const accountItems = (person: { email: string; username: string; phone: string | null }): DetailItem[] => [
  { label: 'Email', value: person.email },
  { label: 'Username', value: person.username },
  { label: 'Phone', value: person.phone },
];
