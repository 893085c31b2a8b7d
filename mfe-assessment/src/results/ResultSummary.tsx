import { Badge, Box, Flex, Heading, Text } from '@tulia/shared/chakra';
import type { ResultBand } from './result-bands';
import { ResultSection } from './ResultSection';

export interface ResultSummaryProps {
  band: ResultBand;
  score: number;
  maxScore: number;
  percent: number;
  /** The band's score range ("64-80"), when the band is about the score. */
  scoreRange: string | null;
  /** Focused when the page opens (unless the crisis panel comes first). */
  focusOnMount: boolean;
}

/** The band and the score, as score/max and a percent. */
export function ResultSummary({ band, score, maxScore, percent, scoreRange, focusOnMount }: ResultSummaryProps) {
  return (
    <ResultSection focusOnMount={focusOnMount} data-testid="result-band" borderWidth="1px" borderColor="brand.200" bg="brand.50">
      {(headingId) => (
        <>
          <Flex direction={{ base: 'column', sm: 'row' }} justify="space-between" gap="4">
            <Box>
              <Badge colorPalette="brand" variant="solid" fontSize="md" px="3" py="1" mb="2">
                {band.animal}
              </Badge>
              <Heading as="h2" id={headingId} size="xl" color="gray.900">
                {band.title}
              </Heading>
              {scoreRange ? (
                <Text mt="1" color="gray.700">
                  Score range {scoreRange}
                </Text>
              ) : null}
            </Box>
            <Box textAlign={{ base: 'left', sm: 'right' }}>
              <Text color="gray.700">Your score</Text>
              <Text fontSize="3xl" fontWeight="bold" color="brand.800" data-testid="result-score">
                {score}/{maxScore}
              </Text>
              <Text fontSize="lg" fontWeight="semibold" color="brand.800" data-testid="result-percent">
                {percent}%
              </Text>
            </Box>
          </Flex>
          <Text mt="4" color="gray.900">
            {band.description}
          </Text>
        </>
      )}
    </ResultSection>
  );
}
