import { Box, Heading, List, Text } from '@tulia/shared/chakra';
import type { ResultBand } from './result-bands';

/** The band's recommendations and next steps. */
export function BandGuidance({ band }: { band: ResultBand }) {
  return (
    <Box mb="6">
      <Heading as="h3" size="lg" color="gray.900" mb="3">
        What might help
      </Heading>
      <List.Root gap="2" ps="5" color="gray.900" mb="6">
        {band.recommendations.map((recommendation) => (
          <List.Item key={recommendation}>{recommendation}</List.Item>
        ))}
      </List.Root>
      <Heading as="h3" size="lg" color="gray.900" mb="2">
        Next steps
      </Heading>
      <Text color="gray.900">{band.nextSteps}</Text>
    </Box>
  );
}
