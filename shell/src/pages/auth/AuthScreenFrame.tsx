import { Box, Flex, Heading, Link, Stack, Text } from '@tulia/shared/chakra';
import type { ReactNode } from 'react';
import { Link as RouterLink } from '@tulia/shared/router';

export interface AuthScreenFrameProps {
  title: string;
  subtitle?: string;
  children?: ReactNode;
  /** Links under the form (sign in, register, …); Back to the landing page always closes the list. */
  links?: ReactNode;
}

/** The centred card every sign-in screen sits in. */
export function AuthScreenFrame({ title, subtitle, children, links }: AuthScreenFrameProps) {
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
        <Stack gap="2" mt="6" fontSize="sm">
          {links}
          <Link asChild color="brand.700">
            <RouterLink to="/">Back to the landing page</RouterLink>
          </Link>
        </Stack>
      </Box>
    </Flex>
  );
}

/** A link between the sign-in screens. */
export function AuthLink({ to, children }: { to: string; children: ReactNode }) {
  return (
    <Link asChild color="brand.700">
      <RouterLink to={to}>{children}</RouterLink>
    </Link>
  );
}

/** The outcome of a form submission, announced to screen readers. */
export function FormNotice({ status, children }: { status: 'error' | 'success' | 'info'; children: ReactNode }) {
  const palette = { error: ['red.50', 'red.800', 'red.200'], success: ['green.50', 'green.800', 'green.200'], info: ['blue.50', 'blue.800', 'blue.200'] }[
    status
  ];
  return (
    <Box
      role={status === 'error' ? 'alert' : 'status'}
      bg={palette[0]}
      color={palette[1]}
      borderWidth="1px"
      borderColor={palette[2]}
      borderRadius="md"
      px="4"
      py="3"
      mb="4"
    >
      {children}
    </Box>
  );
}
