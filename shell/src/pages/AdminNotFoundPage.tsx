import { Box, Button, Heading, Text } from '@tulia/shared/chakra';
import { Link as RouterLink } from '@tulia/shared/router';

/**
 * An address under /admin that names no screen: said inside the admin shell (its header falls
 * back to "Dashboard"), with the way back, rather than the public site's 404 page.
 */
export default function AdminNotFoundPage() {
  return (
    <Box bg="white" borderWidth="1px" rounded="lg" p={{ base: '6', md: '10' }} textAlign="center" data-testid="admin-not-found">
      <Heading as="h1" size="xl" color="gray.900" mb="3">
        Page not found
      </Heading>
      <Text color="gray.700" maxW="lg" mx="auto" mb="6">
        There is no back-office screen at this address. It may have moved, or the link may be mistyped.
      </Text>
      <Button asChild colorPalette="brand">
        <RouterLink to="/admin">Go to the Dashboard</RouterLink>
      </Button>
    </Box>
  );
}
