import { isAbortError } from '@tulia/shared/api-client';
import { CONTACT_SUBJECTS } from '@tulia/shared/contract';
import { useEffect, useEffectEvent, useState } from 'react';
import { fetchContactSubjects } from './contact-api';

/**
 * The subjects of the form. It starts with the built-in list, so the server's HTML already has a
 * usable select, then takes the api's list once it arrives; on any failure it silently keeps
 * the built-in list (public §8). `chosenSubject` reads the visitor's choice at that moment: a
 * choice the api's list lacks stays offered, so nothing they picked is dropped.
 */
export function useContactSubjects(chosenSubject: () => string | undefined): readonly string[] {
  const [subjects, setSubjects] = useState<readonly string[]>(CONTACT_SUBJECTS);
  const takeSubjects = useEffectEvent((fetched: readonly string[]) => {
    const chosen = chosenSubject();
    setSubjects(chosen && !fetched.includes(chosen) ? [...fetched, chosen] : fetched);
  });
  useEffect(() => {
    const controller = new AbortController();
    fetchContactSubjects(controller.signal).then(takeSubjects, (error: unknown) => {
      if (isAbortError(error)) return;
      console.error('[contact] subjects could not be loaded; using the built-in list', error);
    });
    return () => controller.abort();
  }, []);
  return subjects;
}
