import { useBlocker } from '@tulia/shared/router';
import { DiscardChangesDialog } from '@tulia/shared/ui';
import { useEffect } from 'react';

/**
 * While `dirty`, leaving the page asks first: another admin screen (the router waits for an
 * answer) or closing or reloading the tab (the browser's own question). Returns the dialog
 * to render.
 */
export function useLeaveGuard(dirty: boolean) {
  const blocker = useBlocker(
    ({ currentLocation, nextLocation }) => dirty && (currentLocation.pathname !== nextLocation.pathname || currentLocation.search !== nextLocation.search),
  );
  useEffect(() => {
    if (!dirty) return;
    const ask = (event: BeforeUnloadEvent) => {
      event.preventDefault();
      // Older browsers need a returnValue to show the question.
      event.returnValue = '';
    };
    window.addEventListener('beforeunload', ask);
    return () => window.removeEventListener('beforeunload', ask);
  }, [dirty]);
  return <DiscardChangesDialog open={blocker.state === 'blocked'} onDiscard={() => blocker.proceed?.()} onKeepEditing={() => blocker.reset?.()} />;
}
