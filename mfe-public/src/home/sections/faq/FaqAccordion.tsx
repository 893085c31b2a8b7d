import { Box, chakra, Heading, Text } from '@tulia/shared/chakra';
import { useRef, type SyntheticEvent } from 'react';
import { ChevronDownIcon } from '../../../common/icons';
import type { FaqItem } from './faq-items';

/** Groups the items: browsers that know `<details name>` keep at most one of them open. */
const GROUP_NAME = 'faq';

/**
 * The questions as native disclosures (at most one open at a time). Each item is a
 * `<details>` whose `<summary>` holds the question's h3, so it reads and works without
 * scripts: the browser opens and closes it, and `name` makes opening one close the other.
 * onToggle does the same for browsers without `name` grouping.
 */
export function FaqAccordion({ items }: { items: readonly FaqItem[] }) {
  const listRef = useRef<HTMLDivElement>(null);

  const onToggle = (event: SyntheticEvent<HTMLDetailsElement>) => {
    const opened = event.currentTarget;
    if (!opened.open) return;
    for (const other of listRef.current?.querySelectorAll<HTMLDetailsElement>('details[open]') ?? []) {
      if (other !== opened) other.open = false;
    }
  };

  return (
    <Box ref={listRef} borderTopWidth="1px" borderColor="gray.200" data-testid="faq-list">
      {items.map((item) => (
        <chakra.details
          key={item.question}
          name={GROUP_NAME}
          onToggle={onToggle}
          // `open` belongs to the browser: the visitor may open an answer before hydration.
          suppressHydrationWarning
          borderBottomWidth="1px"
          borderColor="gray.200"
          css={{
            '&[open] > summary': { color: 'brand.800' },
            '&[open] > summary [data-chevron]': { transform: 'rotate(180deg)' },
          }}
        >
          <chakra.summary
            display="flex"
            alignItems="center"
            justifyContent="space-between"
            gap="4"
            py="5"
            px="1"
            listStyle="none"
            fontWeight="semibold"
            color="gray.900"
            cursor="pointer"
            _hover={{ color: 'brand.700' }}
            _focusVisible={{ outline: '2px solid', outlineColor: 'brand.600', outlineOffset: '2px', borderRadius: 'sm' }}
            css={{ '&::-webkit-details-marker': { display: 'none' } }}
          >
            <Heading as="h3" size="md" m="0" color="inherit" fontWeight="inherit">
              {item.question}
            </Heading>
            <ChevronDownIcon boxSize="5" flexShrink={0} transition="transform 0.2s" data-chevron="" />
          </chakra.summary>
          <Box px="1" pb="5" data-testid="faq-answer">
            <Text color="gray.700" lineHeight="tall">
              {item.answer}
            </Text>
          </Box>
        </chakra.details>
      ))}
    </Box>
  );
}
