import {
  CheckboxField,
  PasswordField,
  SelectField,
  TextAreaField,
  TextField,
  type CheckboxFieldProps,
  type PasswordFieldProps,
  type SelectFieldProps,
  type TextAreaFieldProps,
  type TextFieldProps,
} from '@tulia/shared/ui';
import type { ReactNode } from 'react';
import { useController, useFormContext, type FieldPath, type FieldValues, type RegisterOptions } from 'react-hook-form';

/** What a bound field takes: the drawn field's props, with the form's name in place of its wiring. */
type Bound<Props, Values extends FieldValues> = Omit<Props, 'name' | 'error' | 'ref' | 'onChange' | 'onBlur'> & {
  name: FieldPath<Values>;
  /** How the typed text becomes the value (react-hook-form's `setValueAs` and the like). */
  rules?: RegisterOptions<Values, FieldPath<Values>>;
};

/** The field's registration and its error, read from the form the dialog provides. */
function useBoundField(name: string, rules: RegisterOptions | undefined) {
  const { register, getFieldState, formState } = useFormContext();
  return { ...register(name, rules), error: getFieldState(name, formState).error?.message };
}

function BoundTextField({ name, rules, ...field }: Bound<TextFieldProps, FieldValues>) {
  return <TextField {...field} {...useBoundField(name, rules)} />;
}

function BoundTextAreaField({ name, rules, ...field }: Bound<TextAreaFieldProps, FieldValues>) {
  return <TextAreaField {...field} {...useBoundField(name, rules)} />;
}

function BoundSelectField({ name, rules, ...field }: Bound<SelectFieldProps, FieldValues>) {
  return <SelectField {...field} {...useBoundField(name, rules)} />;
}

function BoundPasswordField({ name, rules, ...field }: Bound<PasswordFieldProps, FieldValues>) {
  return <PasswordField {...field} {...useBoundField(name, rules)} />;
}

/** A bound yes/no field's props: the drawn checkbox's, with the form's name in place of its state. */
type BoundCheckbox<Values extends FieldValues> = Omit<CheckboxFieldProps, 'name' | 'checked' | 'onCheckedChange'> & { name: FieldPath<Values> };

/** A yes/no field: the value is a boolean, so it is controlled rather than registered. */
function BoundCheckboxField({ name, ...field }: BoundCheckbox<FieldValues>) {
  const { field: value } = useController({ name });
  return <CheckboxField {...field} name={value.name} checked={value.value === true} onCheckedChange={value.onChange} />;
}

export interface FormFields<Values extends FieldValues> {
  TextField: (props: Bound<TextFieldProps, Values>) => ReactNode;
  TextAreaField: (props: Bound<TextAreaFieldProps, Values>) => ReactNode;
  SelectField: (props: Bound<SelectFieldProps, Values>) => ReactNode;
  PasswordField: (props: Bound<PasswordFieldProps, Values>) => ReactNode;
  CheckboxField: (props: BoundCheckbox<Values>) => ReactNode;
}

/**
 * The design system's fields bound to a form by name: each registers itself with the form a
 * `SchemaFormDialog` provides and shows that field's error (the schema's or the server's), so a
 * form is its list of fields. Typed by the form's values: a misspelt name does not compile.
 *
 *   const Field = formFields<ContactReplyInput>();
 *   <Field.TextAreaField name="reply_message" label="Reply Message" required rows={4} />
 */
export function formFields<Values extends FieldValues>(): FormFields<Values> {
  // The same components serve every form; only their prop types narrow to its names.
  return {
    TextField: BoundTextField,
    TextAreaField: BoundTextAreaField,
    SelectField: BoundSelectField,
    PasswordField: BoundPasswordField,
    CheckboxField: BoundCheckboxField,
  } as FormFields<FieldValues> as unknown as FormFields<Values>;
}
