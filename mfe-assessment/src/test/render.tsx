// Test helpers: render inside the product's Chakra system and a memory router, as the shell does.
import { ChakraProvider } from '@tulia/shared/chakra';
import { render, type RenderResult } from '@testing-library/react';
import { system } from '@tulia/shared/theme';
import type { ReactElement } from 'react';
import { MemoryRouter, Route, Routes, useLocation } from '@tulia/shared/router';

export interface RouteEntry {
  pathname: string;
  state?: unknown;
}

/** Shows where the app navigated to, and with which state, for assertions. */
export function LocationProbe() {
  const location = useLocation();
  return (
    <output data-testid="location" data-state={JSON.stringify(location.state ?? null)}>
      {location.pathname}
    </output>
  );
}

/** Renders `element` at `entry.pathname`; every other path renders only the location probe. */
export function renderAtRoute(element: ReactElement, entry: RouteEntry): RenderResult {
  return render(
    <ChakraProvider value={system}>
      <MemoryRouter initialEntries={[{ pathname: entry.pathname, state: entry.state }]}>
        <Routes>
          <Route path={entry.pathname} element={element} />
          <Route path="*" element={null} />
        </Routes>
        <LocationProbe />
      </MemoryRouter>
    </ChakraProvider>,
  );
}

export function renderWithChakra(element: ReactElement): RenderResult {
  return render(<ChakraProvider value={system}>{element}</ChakraProvider>);
}
