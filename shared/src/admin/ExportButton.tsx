import { can, useAuthStore } from '@tulia/shared/auth';
import { Button } from '@tulia/shared/chakra';
import { notifyError, notifySuccess } from '@tulia/shared/ui';
import { useState } from 'react';
import { downloadFile } from './download';
import { apiQuery } from './list-state';
import type { ListQuery } from './admin-list';

export interface ExportButtonProps {
  /** The export's path under /api (`admin/users/export`). */
  path: string;
  /** The list as shown: its search, filters and order (every page is exported). */
  query: ListQuery;
  /** The file name if the server gives none ('users.csv'). */
  fileName: string;
}

/** Export CSV: the shown list, all pages, for super admins only (the server refuses others too). */
export function ExportButton({ path, query, fileName }: ExportButtonProps) {
  const admin = useAuthStore((state) => state.admin);
  const [busy, setBusy] = useState(false);
  if (!can(admin, 'export-data')) return null;
  const run = async () => {
    setBusy(true);
    try {
      await downloadFile(path, apiQuery(query, { paged: false }), fileName);
      notifySuccess('Export ready', 'The CSV file has been downloaded.');
    } catch (error) {
      notifyError(error, 'Failed to export');
    } finally {
      setBusy(false);
    }
  };
  return (
    <Button variant="outline" onClick={() => void run()} loading={busy} loadingText="Exporting">
      Export CSV
    </Button>
  );
}
