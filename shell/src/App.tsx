import { ChakraProvider } from '@tulia/shared/chakra';
import { system } from '@tulia/shared/theme';
import { RouterProvider } from '@tulia/shared/router';
import { createAppRouter } from './routes/router';
import { Toaster } from './toaster/Toaster';

const router = createAppRouter();

export function App() {
  return (
    <ChakraProvider value={system}>
      <RouterProvider router={router} />
      <Toaster />
    </ChakraProvider>
  );
}
