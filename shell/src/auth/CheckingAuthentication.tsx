import { Flex, Spinner, Text } from '@tulia/shared/chakra';

/** Full-screen spinner while the stored session is checked. */
export function CheckingAuthentication() {
  return (
    <Flex minH="100vh" direction="column" align="center" justify="center" gap="4" role="status" aria-live="polite">
      <Spinner size="xl" color="brand.600" />
      <Text color="gray.700">Checking authentication...</Text>
    </Flex>
  );
}
