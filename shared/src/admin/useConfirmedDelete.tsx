import { ConfirmDialog } from '@tulia/shared/ui';
import { useState } from 'react';
import { useAdminMutation, type ActionTexts } from './mutations';
import type { AdminListDefinition } from './admin-list';

export interface ConfirmedDeleteOptions<T> extends Partial<ActionTexts> {
  /**
   * The list the record leaves; its own `remove` write deletes it unless `remove` says otherwise,
   * and its `texts.remove` word the dialog and the toasts unless the options do.
   */
  resource: Pick<AdminListDefinition<unknown>, 'name' | 'related' | 'texts'> & { api?: { remove?: (id: number) => Promise<unknown> } };
  /** Title and question of the dialog when they name the record. */
  describe?: (row: T) => { title: string; message: string };
  remove?: (row: T) => Promise<unknown>;
  /** After the delete (e.g. close a details dialog that showed the record). */
  onDeleted?: () => void;
}

/**
 * Delete with confirmation (a delete always asks first): `confirmDelete(row)` asks; Delete runs the call,
 * reports it and refreshes the lists. A failed delete keeps the dialog open with the 'Error'
 * toast so the admin can retry, unless the record is already gone (then the list refreshes).
 */
export function useConfirmedDelete<T extends { id: number }>({ resource, describe, remove, onDeleted, ...own }: ConfirmedDeleteOptions<T>) {
  const [target, setTarget] = useState<{ row: T } | null>(null);
  const listed = resource.texts?.remove;
  const success = own.success ?? listed?.success;
  const failure = own.failure ?? listed?.failure;
  // A delete without its words is a screen's mistake, not something to guess a text for.
  if ((!describe && !listed) || success === undefined || failure === undefined) {
    throw new Error(`The ${resource.name} list words no delete: give it texts.remove, or pass describe, success and failure.`);
  }
  const texts = { success, failure };
  const run =
    remove ??
    ((row: T) => {
      if (!resource.api?.remove) throw new Error(`The ${resource.name} list declares no remove write.`);
      return resource.api.remove(row.id);
    });
  const deletion = useAdminMutation({ changes: [resource], run, texts });
  const confirm = async (row: T) => {
    if (await deletion.mutate(row)) {
      setTarget(null);
      onDeleted?.();
    }
  };
  const text = target ? (describe?.(target.row) ?? listed ?? null) : null;
  const deleteDialog =
    target && text ? (
      <ConfirmDialog
        open
        title={text.title}
        message={text.message}
        confirmLabel="Delete"
        onConfirm={() => confirm(target.row)}
        onClose={() => setTarget(null)}
      />
    ) : null;
  return { confirmDelete: (row: T) => setTarget({ row }), deleteDialog };
}
