import { ChakraProvider } from '@chakra-ui/react';
import { system } from '@tulia/shared/theme';
import { RouterProvider } from 'react-router-dom';
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
