// Development only: this remote's pages on their own, outside the shell.
import { AdminDataProvider } from '@tulia/shared/admin';
import { renderStandalone } from '../../../scripts/standalone';
import ResourcesPage from '../resources/ResourcesPage';
import ContactMessagesPage from '../contact-messages/ContactMessagesPage';

renderStandalone(
  [
    { path: '/resources', Page: ResourcesPage },
    { path: '/contact-messages', Page: ContactMessagesPage },
  ],
  { Providers: AdminDataProvider },
);
