import { ChakraProvider } from '@chakra-ui/react';
import { render, type RenderResult } from '@testing-library/react';
import { system } from '@tulia/shared/theme';
import type { ReactElement } from 'react';
import { MemoryRouter } from 'react-router-dom';

/** Renders UI with the product's Chakra system inside a router at `path`. */
export function renderWithProviders(ui: ReactElement, { path = '/' }: { path?: string } = {}): RenderResult {
  return render(
    <ChakraProvider value={system}>
      <MemoryRouter initialEntries={[path]}>{ui}</MemoryRouter>
    </ChakraProvider>,
  );
}
