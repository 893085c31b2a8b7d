// Development only: this remote's pages on their own, outside the shell.
import { AdminDataProvider } from '@tulia/shared/admin';
import { renderStandalone } from '../../../scripts/standalone';
import BomaGroupsPage from '../boma-groups/BomaGroupsPage';
import GroupSuggestionsPage from '../group-suggestions/GroupSuggestionsPage';

renderStandalone(
  [
    { path: '/boma-groups', Page: BomaGroupsPage },
    { path: '/group-suggestions', Page: GroupSuggestionsPage },
  ],
  { Providers: AdminDataProvider },
);
