// Development only: this remote's pages on their own, outside the shell.
import { renderStandalone } from '../../../scripts/standalone';
import HomePage from '../home/HomePage';
import OurStoryPage from '../our-story/OurStoryPage';
import ContactPage from '../contact/ContactPage';
import TermsPage from '../terms/TermsPage';
import PrivacyPage from '../privacy/PrivacyPage';

renderStandalone([
  { path: '/home', Page: HomePage },
  { path: '/our-story', Page: OurStoryPage },
  { path: '/contact', Page: ContactPage },
  { path: '/terms', Page: TermsPage },
  { path: '/privacy', Page: PrivacyPage },
]);
