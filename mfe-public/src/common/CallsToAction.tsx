import { Button, Flex } from '@tulia/shared/chakra';
import { Link as RouterLink } from '@tulia/shared/router';
import type { ComponentProps } from 'react';
import { downloadAppTarget } from './contact-links';

type FlexProps = ComponentProps<typeof Flex>;

export interface CallsToActionProps {
  /** The section's own call, the solid button. */
  first: { label: string; to: string };
  size: 'lg' | 'xl';
  mt: FlexProps['mt'];
  justify?: FlexProps['justify'];
}

/** A section's two buttons: its own call to action, then "Download App" (the download block). */
export function CallsToAction({ first, size, mt, justify }: CallsToActionProps) {
  return (
    <Flex mt={mt} gap="3" justify={justify} direction={{ base: 'column', sm: 'row' }}>
      <Button asChild size={size} colorPalette="brand">
        <RouterLink to={first.to}>{first.label}</RouterLink>
      </Button>
      <Button asChild size={size} variant="outline" colorPalette="brand" bg="white">
        <RouterLink to={downloadAppTarget}>Download App</RouterLink>
      </Button>
    </Flex>
  );
}
