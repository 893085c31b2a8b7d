import { Box, Button, Heading, Stack, Text } from '@tulia/shared/chakra';
import { siteConfig, telHref } from '@tulia/shared/site-config';
import { Link as RouterLink } from '@tulia/shared/router';

/** Any path that is not in the route table. */
export default function NotFoundPage() {
  return (
    <Box py={{ base: '10', md: '16' }} textAlign="center" data-testid="not-found">
      <Heading as="h1" size="2xl" color="gray.900" mb="3">
        Page not found
      </Heading>
      <Text color="gray.700" maxW="lg" mx="auto" mb="6">
        We could not find the page you were looking for. It may have moved, or the link may be mistyped.
      </Text>
      <Stack direction={{ base: 'column', sm: 'row' }} justify="center" gap="3">
        <Button asChild colorPalette="brand">
          <RouterLink to="/">Go to the home page</RouterLink>
        </Button>
        <Button asChild variant="outline" colorPalette="red">
          <a href={telHref(siteConfig.helplineTel)}>Call the 24/7 helpline: {siteConfig.helplineDisplay}</a>
        </Button>
      </Stack>
    </Box>
  );
}
