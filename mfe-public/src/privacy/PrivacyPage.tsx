import { LegalDocument } from '../common/LegalDocument';
import { privacySections } from './privacy-sections';

/** Privacy Policy (public §2): every section, the cookie categories and the Data Protection Officer. */
export default function PrivacyPage() {
  return (
    <LegalDocument
      title="Privacy Policy"
      subtitle="How we protect your information"
      sections={privacySections}
      testId="privacy-page"
    />
  );
}
