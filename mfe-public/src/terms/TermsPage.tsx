import type { PageHead } from '@tulia/shared/site-config';
import { LegalDocument } from '../common/LegalDocument';
import { termsSections } from './terms-sections';

export const pageHead: PageHead = {
  title: 'Terms and Conditions | Tulia',
  description: 'The agreement between you and Tulia, in plain words: who can use it, what we offer, how payments work, and the Kenyan law that governs it.',
};

/** Terms and Conditions: every section, last updated today. */
export default function TermsPage() {
  return (
    <LegalDocument title="Terms and Conditions" subtitle="The agreement between you and us, in plain words" sections={termsSections} testId="terms-page" />
  );
}
