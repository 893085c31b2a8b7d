// Development only: this remote's pages on their own, outside the shell.
import { renderStandalone } from '../../../scripts/standalone';
import AssessmentPage from '../assessment/AssessmentPage';
import ChatWidget from '../chat/ChatWidget';
import AssessmentResultsPage from '../results/AssessmentResultsPage';

// The same paths as in the shell, so that the assessment's navigation to its results works here too.
renderStandalone([
  { path: '/assessment', Page: AssessmentPage },
  { path: '/assessment-results', Page: AssessmentResultsPage },
  { path: '/chat-helper', Page: ChatWidget },
]);
