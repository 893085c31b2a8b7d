import { Box, chakra, Heading, Text } from '@tulia/shared/chakra';
import { useId, useState } from 'react';
import { ChevronDownIcon } from '../../../common/icons';
import type { FaqItem } from './faq-items';

/**
 * The questions as an accordion (public §4: at most one open item). Opening one closes the
 * other; activating the open one closes it. Each question is a button in a heading, with
 * aria-expanded and aria-controls pointing at its answer region (WAI-ARIA accordion pattern).
 */
export function FaqAccordion({ items }: { items: readonly FaqItem[] }) {
  const [openIndex, setOpenIndex] = useState<number | null>(null);
  const idPrefix = useId();
  return (
    <Box borderTopWidth="1px" borderColor="gray.200">
      {items.map((item, index) => {
        const open = openIndex === index;
        const buttonId = `${idPrefix}-question-${index}`;
        const panelId = `${idPrefix}-answer-${index}`;
        return (
          <Box key={item.question} borderBottomWidth="1px" borderColor="gray.200">
            <Heading as="h3" size="md" m="0">
              <chakra.button
                id={buttonId}
                type="button"
                aria-expanded={open}
                aria-controls={panelId}
                onClick={() => setOpenIndex(open ? null : index)}
                display="flex"
                w="100%"
                alignItems="center"
                justifyContent="space-between"
                gap="4"
                py="5"
                px="1"
                textAlign="start"
                fontWeight="semibold"
                color={open ? 'brand.800' : 'gray.900'}
                cursor="pointer"
                _hover={{ color: 'brand.700' }}
                _focusVisible={{ outline: '2px solid', outlineColor: 'brand.600', outlineOffset: '2px', borderRadius: 'sm' }}
              >
                {item.question}
                <ChevronDownIcon boxSize="5" flexShrink={0} transform={open ? 'rotate(180deg)' : undefined} transition="transform 0.2s" />
              </chakra.button>
            </Heading>
            <Box id={panelId} role="region" aria-labelledby={buttonId} hidden={!open} px="1" pb="5">
              <Text color="gray.700" lineHeight="tall">
                {item.answer}
              </Text>
            </Box>
          </Box>
        );
      })}
    </Box>
  );
}
