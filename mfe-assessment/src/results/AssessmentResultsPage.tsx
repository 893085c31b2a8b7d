import { Box } from '@chakra-ui/react';
import { PageHeader } from '@tulia/shared/ui';
import { Navigate, useLocation } from 'react-router-dom';

interface ResultState {
  score: number;
  maxScore: number;
  answers: number[];
}

const isResultState = (value: unknown): value is ResultState =>
  typeof value === 'object' && value !== null && 'score' in value && 'maxScore' in value && 'answers' in value;

/** Your Results: reached only from the assessment, with its result in navigation state. */
export default function AssessmentResultsPage() {
  const { state } = useLocation();
  // public §8: opened without state, the page sends the visitor to the assessment.
  if (!isResultState(state)) return <Navigate to="/assessment" replace />;
  return (
    <Box data-remote="mfe-assessment" data-remote-version={__REMOTE_VERSION__}>
      <PageHeader title="Your Results" subtitle="Your wellness check-in" />
    </Box>
  );
}
