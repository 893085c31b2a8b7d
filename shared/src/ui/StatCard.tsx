import { Box, Text } from '@tulia/shared/chakra';
import type { ReactNode } from 'react';

export interface StatCardProps {
  label: string;
  value: number | string;
  /** A short line under the figure, e.g. '12 pending'. */
  help?: ReactNode;
  icon?: ReactNode;
}

/** One figure on a dashboard or list screen. */
export function StatCard({ label, value, help, icon }: StatCardProps) {
  return (
    <Box bg="white" borderWidth="1px" borderRadius="lg" p="5" shadow="xs" display="flex" alignItems="flex-start" gap="3">
      {/* A definition list: the label names the figure for screen readers. */}
      <Box as="dl" flex="1">
        <Text as="dt" color="gray.700" fontWeight="medium" fontSize="sm">
          {label}
        </Text>
        <Text as="dd" fontSize="2xl" fontWeight="semibold" color="gray.900" data-testid="stat-value">
          {typeof value === 'number' ? value.toLocaleString('en-KE') : value}
        </Text>
        {help ? (
          <Text as="dd" color="gray.600" fontSize="sm">
            {help}
          </Text>
        ) : null}
      </Box>
      {icon ? (
        <Box color="brand.600" aria-hidden="true">
          {icon}
        </Box>
      ) : null}
    </Box>
  );
}
