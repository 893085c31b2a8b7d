import type { PageHead } from '@tulia/shared/site-config';
import { LegalDocument } from '../common/LegalDocument';
import { privacySections } from './privacy-sections';

export const pageHead: PageHead = {
  title: 'Privacy Policy | Tulia',
  description:
    "How Tulia protects your information under Kenya's Data Protection Act, 2019: what we collect, why, who sees it and your rights. We never sell your data.",
};

/** Privacy Policy: every section, the cookie categories and the Data Protection Officer. */
export default function PrivacyPage() {
  return <LegalDocument title="Privacy Policy" subtitle="How we protect your information" sections={privacySections} testId="privacy-page" />;
}
