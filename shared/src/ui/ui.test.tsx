import { ChakraProvider } from '@tulia/shared/chakra';
import { fireEvent, render, screen } from '@testing-library/react';
import type { ReactNode } from 'react';
import { system } from '@tulia/shared/theme';
import { ErrorState, LoadingSkeleton, PageHeader } from './index';

const wrap = (ui: ReactNode) => render(<ChakraProvider value={system}>{ui}</ChakraProvider>);

describe('design system basics', () => {
  it('renders the page title as the h1 with its subtitle', () => {
    wrap(<PageHeader title="Boma Groups" subtitle="Manage community groups and support circles" />);
    expect(screen.getByRole('heading', { level: 1, name: 'Boma Groups' })).toBeInTheDocument();
    expect(screen.getByText('Manage community groups and support circles')).toBeInTheDocument();
  });

  it('announces loading to screen readers', () => {
    wrap(<LoadingSkeleton label="Loading Users" />);
    expect(screen.getByRole('status')).toHaveTextContent('Loading Users');
  });

  it('shows the message and calls retry', () => {
    const retry = vi.fn();
    wrap(<ErrorState message="Failed to fetch groups" onRetry={retry} />);
    expect(screen.getByRole('alert')).toHaveTextContent('Failed to fetch groups');
    fireEvent.click(screen.getByRole('button', { name: 'Retry' }));
    expect(retry).toHaveBeenCalledTimes(1);
  });
});
