import { isAbortError } from '@tulia/shared/api-client';
import { CONTACT_SUBJECTS } from '@tulia/shared/contract';
import { useEffect, useState } from 'react';
import { useMountedByHydration } from '../common/useMountedByHydration';
import { fetchContactSubjects } from './contact-api';

export interface ContactSubjectsState {
  subjects: readonly string[];
  loading: boolean;
}

const builtIn: ContactSubjectsState = { subjects: CONTACT_SUBJECTS, loading: false };

/**
 * The subjects of the form: loaded once; on any failure, silently the built-in list
 * (docs/contact-without-javascript.md). A form that arrived in the page's HTML offers the
 * built-in list from the start, so that a subject can be chosen before the app wakes (or with
 * no script at all); the api's list then replaces it. Mounted by the app (a visit from another
 * page), it shows "Loading subjects..." until the list comes.
 */
export function useContactSubjects(): ContactSubjectsState {
  const composed = useMountedByHydration();
  const [state, setState] = useState<ContactSubjectsState>(composed ? builtIn : { subjects: [], loading: true });
  useEffect(() => {
    const controller = new AbortController();
    fetchContactSubjects(controller.signal).then(
      (subjects) => setState({ subjects, loading: false }),
      (error: unknown) => {
        if (isAbortError(error)) return;
        console.error('[contact] subjects could not be loaded; using the built-in list', error);
        setState(builtIn);
      },
    );
    return () => controller.abort();
  }, []);
  return state;
}
