import { notifyError, notifySuccess } from '@tulia/shared/ui';

export interface ActionTexts {
  /** The success toast of admin §8 ('User Deleted'). */
  success: string;
  description?: string;
  /** The fallback of the 'Error' toast when the error has no message ('Failed to delete user'). */
  failure: string;
}

/**
 * Runs a change and reports it with its success toast or its 'Error' toast (admin §8); true when
 * it succeeded. `onError` lets a form also show the server's refusal at the fields.
 */
export async function runAction(action: () => Promise<unknown>, texts: ActionTexts, onError?: (error: unknown) => void): Promise<boolean> {
  try {
    await action();
  } catch (error) {
    notifyError(error, texts.failure);
    onError?.(error);
    return false;
  }
  notifySuccess(texts.success, texts.description);
  return true;
}
