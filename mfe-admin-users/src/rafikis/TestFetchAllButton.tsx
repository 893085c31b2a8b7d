import { Button } from '@tulia/shared/chakra';
import { MAX_PER_PAGE } from '@tulia/shared/contract';
import { toast } from '@tulia/shared/toast';
import { notifyError } from '@tulia/shared/ui';
import { useState } from 'react';
import { rafikisList } from './rafikis-list';

/**
 * A developer's check of the rafikis api: fetches the first page with no filter and reports the
 * count per status. It exists only in development builds; RafikisPage renders it
 * behind `import.meta.env.DEV`, so production bundles leave this module out.
 */
export function TestFetchAllButton() {
  const [busy, setBusy] = useState(false);
  const fetchAll = async () => {
    setBusy(true);
    try {
      const answer = await rafikisList.api.list({ per_page: MAX_PER_PAGE });
      const perStatus = new Map<string, number>();
      for (const rafiki of answer.rafikis) perStatus.set(rafiki.status, (perStatus.get(rafiki.status) ?? 0) + 1);
      console.info('[Test Fetch All] rafikis', answer);
      toast.info({
        title: 'Test Fetch All',
        description: `${answer.total} rafikis in all; this page: ${[...perStatus].map(([status, n]) => `${n} ${status}`).join(', ') || 'none'}.`,
      });
    } catch (error) {
      notifyError(error, 'Failed to fetch rafikis');
    } finally {
      setBusy(false);
    }
  };
  return (
    <Button variant="outline" colorPalette="gray" onClick={() => void fetchAll()} loading={busy}>
      Test Fetch All
    </Button>
  );
}
