import type { DataTableColumn } from '@tulia/shared/ui';
import type { ReactNode } from 'react';
import { RowAction, RowActions } from './RowActions';
import { DeleteIcon, EditIcon, ViewIcon } from './icons';

/** The last column of an admin table: the row's buttons, at the row's end unless the layout says otherwise. */
export function actionsColumn<T>(render: (row: T) => ReactNode, layout: Pick<DataTableColumn<T>, 'align' | 'minWidth'> = { align: 'end' }): DataTableColumn<T> {
  return { key: 'actions', header: 'Actions', ...layout, render };
}

/** What a row's usual buttons do; a button is drawn only where its handler is given. */
export interface RecordActionHandlers<T> {
  onView?: (row: T) => void;
  onEdit?: (row: T) => void;
  onDelete?: (row: T) => void;
}

/** The usual buttons, in this order; each one's label names the record ('Delete Achieng Otieno'). */
const RECORD_ACTIONS = [
  { handler: 'onView', verb: 'View', icon: <ViewIcon /> },
  { handler: 'onEdit', verb: 'Edit', icon: <EditIcon /> },
  { handler: 'onDelete', verb: 'Delete', icon: <DeleteIcon />, palette: 'red' },
] as const;

/** The actions column of View, Edit and Delete (those given) for records named by `name`. */
export function recordActionsColumn<T>(name: (row: T) => string, handlers: RecordActionHandlers<T>): DataTableColumn<T> {
  return actionsColumn((row) => (
    <RowActions>
      {RECORD_ACTIONS.map(({ handler, verb, icon, ...look }) => {
        const act = handlers[handler];
        return act ? <RowAction key={verb} label={`${verb} ${name(row)}`} icon={icon} {...look} onClick={() => act(row)} /> : null;
      })}
    </RowActions>
  ));
}
