import { ChakraProvider } from '@tulia/shared/chakra';
import { render, type RenderResult } from '@testing-library/react';
import { system } from '@tulia/shared/theme';
import type { ReactElement } from 'react';
import { MemoryRouter } from '@tulia/shared/router';

/** Renders UI with the product's Chakra system inside a router at `path`. */
export function renderWithProviders(ui: ReactElement, { path = '/' }: { path?: string } = {}): RenderResult {
  return render(
    <ChakraProvider value={system}>
      <MemoryRouter initialEntries={[path]}>{ui}</MemoryRouter>
    </ChakraProvider>,
  );
}
