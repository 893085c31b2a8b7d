import { Box, Button, Flex, Text } from '@tulia/shared/chakra';
import type { PageHead } from '@tulia/shared/site-config';
import { PageHeader } from '@tulia/shared/ui';
import { useEffect } from 'react';
import { Link as RouterLink, useNavigate } from '@tulia/shared/router';
import AssessmentPage from '../assessment/AssessmentPage';
import { scorePercent, type AssessmentResult } from './assessment-result';
import { BandGuidance } from './BandGuidance';
import { bandScoreRange, resultBandKeyFor } from './band-rule';
import { CrisisSupportPanel } from './CrisisSupportPanel';
import { resultBands } from './result-bands';
import { ResultSummary } from './ResultSummary';
import { UrgentHelplineCallout } from './UrgentHelplineCallout';
import { useForgetResultOnLeaving, useVisitResult } from './visit-result';

export const pageHead: PageHead = {
  title: 'Your Results | Tulia',
  description: 'The result of your private wellness check-in, with what might help and next steps. It stays on your device: nothing is sent or saved.',
};

/**
 * Your Results: reached only from the assessment, whose result it finds in the tab's memory
 * (not in navigation state: see visit-result.ts). Back, a reload or a new tab finds nothing.
 */
export default function AssessmentResultsPage() {
  const result = useVisitResult((visit) => visit.result);
  return result ? <ResultView result={result} /> : <WithoutResult />;
}

/**
 * Opened without a result (a reload, Back, a new tab, the quick exit), the visitor is
 * sent to the assessment. The HTML made ahead of time never has a result, so it shows the
 * assessment's start (a redirect would render nothing), and the URL follows once the page runs
 * in the browser.
 */
function WithoutResult() {
  const navigate = useNavigate();
  useEffect(() => {
    navigate('/assessment', { replace: true });
  }, [navigate]);
  return <AssessmentPage />;
}

function ResultView({ result }: { result: AssessmentResult }) {
  useForgetResultOnLeaving();
  const bandKey = resultBandKeyFor(result);
  const band = resultBands[bandKey];
  return (
    <Box data-remote="mfe-assessment" data-remote-version={__REMOTE_VERSION__} data-band={bandKey} maxW="3xl" mx="auto">
      <PageHeader title="Your Results" subtitle="Your private wellness check-in" />
      {band.crisis ? <CrisisSupportPanel /> : null}
      <ResultSummary
        band={band}
        score={result.score}
        maxScore={result.maxScore}
        percent={scorePercent(result)}
        scoreRange={bandScoreRange(bandKey)}
        focusOnMount={!band.crisis}
      />
      {band.urgent && !band.crisis ? <UrgentHelplineCallout /> : null}
      <BandGuidance band={band} />
      <Flex gap="3" wrap="wrap" mb="6">
        <Button asChild colorPalette="brand" size="lg">
          <RouterLink to="/assessment">Retake Assessment</RouterLink>
        </Button>
        <Button asChild colorPalette="brand" variant="outline" size="lg" data-testid="results-download">
          <RouterLink to="/">Download App</RouterLink>
        </Button>
      </Flex>
      <Text fontSize="sm" color="gray.700">
        This check-in is not a diagnosis. Your answers and this result stayed on your device: nothing was sent or saved, and they are gone once you leave this
        page.
      </Text>
    </Box>
  );
}
