/**
 * The assessment's result for this visit of this tab, in memory only (docs/decisions.md, "A
 * visitor in distress"). Not in navigation state: history.state survives Back
 * and a reload, and on a shared phone the next person would see the result again. Nothing here is
 * written to storage or cookies or sent anywhere; a reload or a new tab starts without it.
 *
 * The assessment holds its result here on completion; the results page shows it and forgets it
 * once the visitor leaves. The quick exit forgets it at once, even mid-way between the two pages.
 */
import { onQuickExit } from '@tulia/shared/safety';
import { useEffect } from 'react';
import { create } from 'zustand';
import type { AssessmentResult } from './assessment-result';

interface VisitResultState {
  result: AssessmentResult | null;
}

export const useVisitResult = create<VisitResultState>(() => ({ result: null }));

export function holdResult(result: AssessmentResult): void {
  useVisitResult.setState({ result });
}

export function forgetResult(): void {
  useVisitResult.setState({ result: null });
}

let pagesShowingResult = 0;

/**
 * For the page that shows the result: once the visitor has left it (another page, Back), the
 * result is forgotten, so Back or Forward to the results page finds nothing. Counted and checked
 * a moment later rather than on every unmount, because React may unmount and mount the page
 * again at the same address (StrictMode, the layout arriving) without the visitor going anywhere.
 */
export function useForgetResultOnLeaving(): void {
  useEffect(() => {
    pagesShowingResult += 1;
    return () => {
      pagesShowingResult -= 1;
      queueMicrotask(() => {
        if (pagesShowingResult === 0) forgetResult();
      });
    };
  }, []);
}

// Registered when the module loads (only in a browser), not by a page: the result must go even
// while no page that shows it is mounted (e.g. while the results page's code is loading).
onQuickExit(forgetResult);
