import { SimpleGrid } from '@tulia/shared/chakra';
import type { User } from '@tulia/shared/contract';
import { SchemaFormDialog, formFields, useWatch } from '@tulia/shared/admin';
import { PersonFields } from '../people/PersonFields';
import { usersList } from './users-list';
import {
  ADMIN_LEVEL_OPTIONS,
  USER_STATUS_OPTIONS,
  editUserFormSchema,
  emptyUserForm,
  newUserFormSchema,
  newUserPayload,
  roleOptions,
  updateUserPayload,
  userFormFrom,
  type EditUserForm,
} from './user-form';

const SAVE_FAILED = 'Failed to save user';
const Field = formFields<EditUserForm>();

function UserFields({ mayManageAdministrators, isNew }: { mayManageAdministrators: boolean; isNew: boolean }) {
  const isAdminRole = useWatch<EditUserForm>({ name: 'role' }) === 'admin';
  return (
    <>
      <PersonFields password={isNew ? 'required' : 'none'} />
      <SimpleGrid columns={{ base: 1, md: 2 }} gap="4">
        <Field.TextField name="join_date" label="Join date" type="date" required />
        <Field.SelectField name="status" label="Status" options={USER_STATUS_OPTIONS} />
        <Field.SelectField
          name="role"
          label="Role"
          options={roleOptions(mayManageAdministrators)}
          helperText="Only Admin changes what the account may do; therapist and rafiki profiles are added on their own screens."
        />
        {isAdminRole && mayManageAdministrators ? <Field.SelectField name="admin_level" label="Admin level" options={ADMIN_LEVEL_OPTIONS} /> : null}
      </SimpleGrid>
    </>
  );
}

export interface UserFormDialogProps {
  /** The user to edit; absent for Add New User. */
  user?: User;
  /** Only a super_admin sees the Admin role and the admin level: they alone manage administrators. */
  mayManageAdministrators: boolean;
  onClose: () => void;
  onSaved: () => void;
}

/** Add New User (password required) or edit a user (no password: it has its own actions). */
export function UserFormDialog({ user, mayManageAdministrators, onClose, onSaved }: UserFormDialogProps) {
  const fields = <UserFields mayManageAdministrators={mayManageAdministrators} isNew={!user} />;
  const common = { onClose, onSaved, size: 'lg' as const, changes: [usersList] };
  if (!user) {
    return (
      <SchemaFormDialog
        {...common}
        schema={newUserFormSchema}
        defaultValues={emptyUserForm()}
        words={{ title: 'Add New User', submit: 'Create User', submitting: 'Creating...', success: 'User Created', failure: SAVE_FAILED }}
        save={(values) => usersList.api.create(newUserPayload(values))}
      >
        {fields}
      </SchemaFormDialog>
    );
  }
  return (
    <SchemaFormDialog
      {...common}
      schema={editUserFormSchema}
      defaultValues={userFormFrom(user)}
      words={{ title: `Edit ${user.full_name}`, submit: 'Save Changes', submitting: 'Saving...', success: 'User Updated', failure: SAVE_FAILED }}
      save={(values) => usersList.api.update(user.id, updateUserPayload(values))}
    >
      {fields}
    </SchemaFormDialog>
  );
}
