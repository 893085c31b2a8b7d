// Development only: this remote's pages on their own, outside the shell, inside their layout.
import type { ComponentType } from 'react';
import { renderStandalone } from '../../../scripts/standalone';
import HomePage from '../home/HomePage';
import PublicLayout from '../layout/PublicLayout';
import OurStoryPage from '../our-story/OurStoryPage';
import ContactPage from '../contact/ContactPage';
import TermsPage from '../terms/TermsPage';
import PrivacyPage from '../privacy/PrivacyPage';

function inLayout(Page: ComponentType): ComponentType {
  return function StandalonePage() {
    return (
      <PublicLayout>
        <Page />
      </PublicLayout>
    );
  };
}

renderStandalone([
  { path: '/home', Page: inLayout(HomePage) },
  { path: '/our-story', Page: inLayout(OurStoryPage) },
  { path: '/contact', Page: inLayout(ContactPage) },
  { path: '/terms', Page: inLayout(TermsPage) },
  { path: '/privacy', Page: inLayout(PrivacyPage) },
]);
