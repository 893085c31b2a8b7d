/** Which published versions prune removes: pure, so that the rule is tested on its own. */
import { rollbackTarget, versionsLiveSince, type ReleaseRecord } from './history';

export interface PruneInput {
  pkg: string;
  live: string | undefined;
  published: readonly { version: string; publishedAt: Date }[];
  history: readonly ReleaseRecord[];
  since: Date;
}

/**
 * Kept: every version live at some moment since `since` (an open tab may still load it), the
 * rollback target, and every version published since then (a staged one may yet be promoted).
 */
export function prunableVersions({ pkg, live, published, history, since }: PruneInput): string[] {
  const keep = versionsLiveSince(history, pkg, since, live);
  const back = rollbackTarget(history, pkg, live);
  if (back) keep.add(back);
  return published.filter(({ version, publishedAt }) => !keep.has(version) && publishedAt <= since).map(({ version }) => version);
}
