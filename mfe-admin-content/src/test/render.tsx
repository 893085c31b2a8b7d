import { ChakraProvider } from '@tulia/shared/chakra';
import { render, type RenderResult } from '@testing-library/react';
import { system } from '@tulia/shared/theme';
import type { ReactElement } from 'react';

/** Renders UI with the product's Chakra system, as the shell provides it. */
export function renderWithChakra(ui: ReactElement): RenderResult {
  return render(<ChakraProvider value={system}>{ui}</ChakraProvider>);
}
