import { SimpleGrid } from '@tulia/shared/chakra';
import { PASSWORD_MIN_LENGTH_MESSAGE } from '@tulia/shared/contract';
import { PasswordField, TextField } from '@tulia/shared/ui';
import { useFormContext } from '@tulia/shared/admin';
import { blankToUndefined } from './person-form';

/** The account part that the user, therapist and rafiki forms share. */
export interface PersonFormValues {
  full_name: string;
  email: string;
  username: string;
  phone: string;
  password?: string;
}

/** A new person's account, blank. */
export const emptyPersonForm = { full_name: '', email: '', username: '', phone: '', password: '' } satisfies Required<PersonFormValues>;

export interface PersonFieldsProps {
  /**
   * 'required' when creating; 'optional' when editing a profile whose password is kept when
   * left blank; 'none' when the form never sets a password (a user's password has its own actions).
   */
  password: 'required' | 'optional' | 'none';
}

/**
 * Full name, email, username, phone (and password) of a person: one place for their labels,
 * input types (email type, tel type) and autocomplete hints. Used inside a FormProvider.
 */
export function PersonFields({ password }: PersonFieldsProps) {
  const {
    register,
    formState: { errors },
  } = useFormContext<PersonFormValues>();
  return (
    <>
      <SimpleGrid columns={{ base: 1, md: 2 }} gap="4">
        <TextField label="Full name" required autoComplete="off" error={errors.full_name?.message} {...register('full_name')} />
        <TextField label="Email" type="email" required autoComplete="off" error={errors.email?.message} {...register('email')} />
        <TextField label="Username" required autoComplete="off" error={errors.username?.message} {...register('username')} />
        <TextField label="Phone" type="tel" required autoComplete="off" error={errors.phone?.message} {...register('phone')} />
      </SimpleGrid>
      {password === 'none' ? null : (
        <PasswordField
          label="Password"
          required={password === 'required'}
          autoComplete="new-password"
          helperText={
            password === 'required' ? PASSWORD_MIN_LENGTH_MESSAGE : 'Leave blank to keep the current password. A new one must be at least 8 characters long.'
          }
          error={errors.password?.message}
          {...register('password', password === 'optional' ? { setValueAs: blankToUndefined } : {})}
        />
      )}
    </>
  );
}
