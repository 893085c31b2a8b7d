import { Box, Stat } from '@chakra-ui/react';
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
    <Box bg="white" borderWidth="1px" borderRadius="lg" p="5" shadow="xs">
      <Stat.Root>
        <Box display="flex" alignItems="center" justifyContent="space-between" gap="3">
          <Stat.Label color="gray.700" fontWeight="medium">
            {label}
          </Stat.Label>
          {icon ? (
            <Box color="brand.600" aria-hidden="true">
              {icon}
            </Box>
          ) : null}
        </Box>
        <Stat.ValueText fontSize="2xl" color="gray.900">
          {typeof value === 'number' ? value.toLocaleString('en-KE') : value}
        </Stat.ValueText>
        {help ? <Stat.HelpText color="gray.600">{help}</Stat.HelpText> : null}
      </Stat.Root>
    </Box>
  );
}
