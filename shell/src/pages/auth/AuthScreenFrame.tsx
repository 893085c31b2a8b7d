import { Box, Flex, Heading, Link, Stack, Text } from '@chakra-ui/react';
import type { ReactNode } from 'react';
import { Link as RouterLink } from 'react-router-dom';

/** The centred card every sign-in screen sits in. */
export function AuthScreenFrame({ title, subtitle, children }: { title: string; subtitle?: string; children?: ReactNode }) {
  return (
    <Flex as="main" minH="100vh" align="center" justify="center" bg="gray.50" p="4">
      <Box bg="white" borderWidth="1px" borderRadius="xl" shadow="sm" p={{ base: '6', md: '8' }} w="full" maxW="md">
        <Stack gap="2" mb="6">
          <Text fontWeight="bold" color="brand.700">
            Tulia Admin
          </Text>
          <Heading as="h1" size="xl" color="gray.900">
            {title}
          </Heading>
          {subtitle ? <Text color="gray.600">{subtitle}</Text> : null}
        </Stack>
        {children}
        <Link asChild mt="6" display="inline-block" color="brand.700">
          <RouterLink to="/">Back to the landing page</RouterLink>
        </Link>
      </Box>
    </Flex>
  );
}
