import { LegalDocument } from '../common/LegalDocument';
import { termsSections } from './terms-sections';

/** Terms and Conditions (public §2): every section, last updated today. */
export default function TermsPage() {
  return (
    <LegalDocument
      title="Terms and Conditions"
      subtitle="The agreement between you and us, in plain words"
      sections={termsSections}
      testId="terms-page"
    />
  );
}
