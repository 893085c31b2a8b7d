import { ConfirmDialog } from '@tulia/shared/ui';
import { useState } from 'react';
import { runAction, type ActionTexts } from './actions';

export interface DeleteConfirmationOptions<T> extends ActionTexts {
  /** Title and question of the dialog for this record. */
  describe: (row: T) => { title: string; message: string };
  remove: (row: T) => Promise<unknown>;
  /** Refreshes the list after the delete (admin §7). */
  onDeleted: () => void;
}

/**
 * Delete with confirmation (admin §5): `confirmDelete(row)` opens the question; Delete runs the
 * call, reports it, closes and refreshes. On failure the dialog stays, so the admin can retry.
 */
export function useDeleteConfirmation<T>({ describe, remove, onDeleted, ...texts }: DeleteConfirmationOptions<T>) {
  const [target, setTarget] = useState<{ row: T } | null>(null);
  const confirm = async (row: T) => {
    if (await runAction(() => remove(row), texts)) {
      setTarget(null);
      onDeleted();
    }
  };
  const text = target ? describe(target.row) : null;
  const deleteDialog =
    target && text ? (
      <ConfirmDialog open title={text.title} message={text.message} confirmLabel="Delete" onConfirm={() => confirm(target.row)} onClose={() => setTarget(null)} />
    ) : null;
  return { confirmDelete: (row: T) => setTarget({ row }), deleteDialog };
}
