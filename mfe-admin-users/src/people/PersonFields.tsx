import { SimpleGrid } from '@tulia/shared/chakra';
import { PASSWORD_MIN_LENGTH_MESSAGE } from '@tulia/shared/contract';
import { formFields } from '@tulia/shared/admin';
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

const Field = formFields<PersonFormValues>();

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
  return (
    <>
      <SimpleGrid columns={{ base: 1, md: 2 }} gap="4">
        <Field.TextField name="full_name" label="Full name" required autoComplete="off" />
        <Field.TextField name="email" label="Email" type="email" required autoComplete="off" />
        <Field.TextField name="username" label="Username" required autoComplete="off" />
        <Field.TextField name="phone" label="Phone" type="tel" required autoComplete="off" />
      </SimpleGrid>
      {password === 'none' ? null : (
        <Field.PasswordField
          name="password"
          label="Password"
          required={password === 'required'}
          autoComplete="new-password"
          helperText={
            password === 'required' ? PASSWORD_MIN_LENGTH_MESSAGE : 'Leave blank to keep the current password. A new one must be at least 8 characters long.'
          }
          rules={password === 'optional' ? { setValueAs: blankToUndefined } : {}}
        />
      )}
    </>
  );
}
