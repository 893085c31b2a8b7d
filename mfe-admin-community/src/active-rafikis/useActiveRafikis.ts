import { MAX_PER_PAGE, type Rafiki } from '@tulia/shared/contract';
import { useAdminQuery } from '@tulia/shared/admin';
import { rafikisList } from './rafikis-list';

// A safety net: the dropdown never walks more pages than this, whatever the total says.
const MAX_PAGES = 20;

/** Every active rafiki (GET /api/admin/rafikis?status=active), page by page: only they may manage a group. */
export async function fetchActiveRafikis(signal?: AbortSignal): Promise<Rafiki[]> {
  const rafikis: Rafiki[] = [];
  for (let page = 1; page <= MAX_PAGES; page += 1) {
    const answer = await rafikisList.api.list({ status: 'active', page, per_page: MAX_PER_PAGE }, signal);
    rafikis.push(...answer.rafikis);
    if (answer.rafikis.length === 0 || rafikis.length >= answer.total) break;
  }
  return rafikis;
}

/**
 * The active rafikis for an 'Assign Rafiki' dropdown, loaded when the dialog opens; under the
 * rafikis' key, so a change to a rafiki refreshes the choice.
 */
export function useActiveRafikis() {
  return useAdminQuery(['rafikis', 'active'], fetchActiveRafikis);
}
