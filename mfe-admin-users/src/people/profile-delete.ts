import { useConfirmedDelete, type ConfirmedDeleteOptions } from '@tulia/shared/admin';

/** A rafiki or therapist profile: a user's record of that role. */
interface Profile {
  id: number;
  user: { full_name: string };
}

/** Deleting a profile, asked first: the profile goes, and the dialog says the person's user account stays. */
export function useProfileDelete<T extends Profile>(kind: 'rafiki' | 'therapist', options: Omit<ConfirmedDeleteOptions<T>, 'describe'>) {
  return useConfirmedDelete<T>({
    ...options,
    describe: (profile) => ({
      title: `Delete ${kind}`,
      message: `The ${kind} profile of ${profile.user.full_name} will be permanently deleted. Their user account stays on the Users screen.`,
    }),
  });
}
