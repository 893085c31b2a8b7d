// Development only: this remote's pages on their own, outside the shell.
import { renderStandalone } from '../../../scripts/standalone';
import AssessmentPage from '../assessment/AssessmentPage';
import AssessmentResultsPage from '../results/AssessmentResultsPage';

renderStandalone([
  { path: '/assessment', Page: AssessmentPage },
  { path: '/results', Page: AssessmentResultsPage },
]);
