import { useMutation, useQueryClient, type QueryClient } from '@tanstack/react-query';
import { notifyError, notifySuccess } from '@tulia/shared/ui';
import { SIDE_EFFECT_KEYS, adminListKey } from './keys';
import type { AdminListDefinition } from './admin-list';

export interface ActionTexts {
  /** The success toast ('User Deleted'). */
  success: string;
  description?: string;
  /** The fallback of the 'Error' toast when the error has no message ('Failed to delete user'). */
  failure: string;
}

type Target = Pick<AdminListDefinition<unknown>, 'name' | 'related'> | string;

/** Marks every cached answer of the resources (and what they touch) stale; shown lists refetch. */
export function invalidateAdminLists(client: QueryClient, targets: readonly Target[]): Promise<void> {
  const names = new Set<string>(SIDE_EFFECT_KEYS);
  for (const target of targets) {
    if (typeof target === 'string') names.add(target);
    else {
      names.add(target.name);
      for (const related of target.related) names.add(related);
    }
  }
  return Promise.all([...names].map((name) => client.invalidateQueries({ queryKey: adminListKey(name) }))).then(() => undefined);
}

export interface AdminMutationOptions<V, R> {
  /** What the change alters: their lists and figures are refreshed after a success. */
  changes: readonly Target[];
  run: (variables: V) => Promise<R>;
  texts: ActionTexts;
  /** The success toast's text when it depends on the answer ('3 messages closed'). */
  successFrom?: (answer: R) => string;
  /** A refusal the form can place at its fields; the 'Error' toast is shown as well. */
  onError?: (error: unknown) => void;
}

/**
 * The one policy for an admin change: the call, then its success toast and a refresh of what
 * it altered, or the 'Error' toast with the server's reason. `mutate` resolves to
 * true on success, so a dialog closes only then and keeps what was typed otherwise.
 */
export function useAdminMutation<V, R>({ changes, run, texts, successFrom, onError }: AdminMutationOptions<V, R>) {
  const client = useQueryClient();
  const mutation = useMutation({ mutationFn: run });
  const mutate = async (variables: V): Promise<boolean> => {
    let answer: R;
    try {
      answer = await mutation.mutateAsync(variables);
    } catch (error) {
      notifyError(error, texts.failure);
      onError?.(error);
      // The list is reloaded after a failed change too (as after any action): the record may be
      // gone or changed elsewhere, and a lost connection then shows as the list's own failure.
      void invalidateAdminLists(client, changes);
      return false;
    }
    notifySuccess(successFrom ? successFrom(answer) : texts.success, texts.description);
    void invalidateAdminLists(client, changes);
    return true;
  };
  return { mutate, pending: mutation.isPending };
}
