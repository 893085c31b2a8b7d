import { DEFAULT_PER_PAGE, type Rafiki } from '@tulia/shared/contract';
import { useServerList } from '@tulia/shared/ui';
import type { StatusFilters } from '../common/ServerListView';
import { loadRafikis } from '../rafikis/useRafikis';

/** admin §2: the pending applications are the rafikis whose status is training. */
export function useRafikiRequests() {
  return useServerList<Rafiki, StatusFilters>({ perPage: DEFAULT_PER_PAGE.other, initialFilters: { status: 'training' }, load: loadRafikis });
}
