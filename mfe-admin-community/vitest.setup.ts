import '@testing-library/jest-dom/vitest';
import { configure } from '@testing-library/react';

// The machines are shared and often busy: give findBy*/waitFor more than the default second.
configure({ asyncUtilTimeout: 5000 });
