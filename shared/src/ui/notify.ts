import { toast } from '@tulia/shared/toast';

/** A success toast ('User Created', …). */
export function notifySuccess(title: string, description?: string): void {
  toast.success({ title, description });
}

/** The action-failure toast: titled 'Error', with the error's message or the fallback. */
export function notifyError(error: unknown, fallback: string): void {
  const message = error instanceof Error && error.message.trim() !== '' ? error.message : fallback;
  toast.error({ title: 'Error', description: message });
}
