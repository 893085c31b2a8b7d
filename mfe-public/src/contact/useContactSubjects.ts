import { isAbortError } from '@tulia/shared/api-client';
import { CONTACT_SUBJECTS } from '@tulia/shared/contract';
import { useEffect, useState } from 'react';
import { fetchContactSubjects } from './contact-api';

export interface ContactSubjectsState {
  subjects: readonly string[];
  loading: boolean;
}

/** The subjects of the form: loaded once; on any failure, silently the built-in list (public §8). */
export function useContactSubjects(): ContactSubjectsState {
  const [state, setState] = useState<ContactSubjectsState>({ subjects: [], loading: true });
  useEffect(() => {
    const controller = new AbortController();
    fetchContactSubjects(controller.signal).then(
      (subjects) => setState({ subjects, loading: false }),
      (error: unknown) => {
        if (isAbortError(error)) return;
        console.error('[contact] subjects could not be loaded; using the built-in list', error);
        setState({ subjects: CONTACT_SUBJECTS, loading: false });
      },
    );
    return () => controller.abort();
  }, []);
  return state;
}
