import { ChakraProvider } from '@tulia/shared/chakra';
import { act, fireEvent, render, screen, waitFor } from '@testing-library/react';
import type { ReactNode } from 'react';
import { system } from '@tulia/shared/theme';
import { subscribeToToasts, type ToastMessage } from '@tulia/shared/toast';
import { ConfirmDialog, DataTable, Pagination, SearchInput, StatusBadge, formatDate, humanize, notifyError, truncate, type DataTableProps } from './index';

const wrap = (ui: ReactNode) => render(<ChakraProvider value={system}>{ui}</ChakraProvider>);

interface Row {
  id: number;
  name: string;
}
const columns = [{ key: 'name', header: 'Name', render: (row: Row) => row.name }];

/** A table of rows with a name column; each test gives what it is about. */
const table = (props: Pick<DataTableProps<Row>, 'caption' | 'rows' | 'status' | 'empty'> & Partial<DataTableProps<Row>>) =>
  wrap(<DataTable columns={columns} rowKey={(r) => r.id} {...props} />);

describe('DataTable', () => {
  it('shows the rows', () => {
    table({ caption: 'Users', rows: [{ id: 1, name: 'Achieng' }], status: 'success', empty: { title: 'No users found' } });
    expect(screen.getByRole('table', { name: 'Users' })).toBeInTheDocument();
    expect(screen.getByText('Achieng')).toBeInTheDocument();
  });

  it('shows the empty state', () => {
    table({ caption: 'Therapists', rows: [], status: 'success', empty: { title: 'No therapists found' } });
    expect(screen.getByText('No therapists found')).toBeInTheDocument();
  });

  it('shows the inline failure with Retry and no rows', () => {
    const retry = vi.fn();
    table({
      caption: 'Rafikis',
      rows: [{ id: 1, name: 'stale' }],
      status: 'error',
      errorMessage: 'Failed to fetch rafikis',
      onRetry: retry,
      empty: { title: 'No rafikis found' },
    });
    expect(screen.getByRole('alert')).toHaveTextContent('Failed to fetch rafikis');
    expect(screen.queryByText('stale')).not.toBeInTheDocument();
    fireEvent.click(screen.getByRole('button', { name: 'Retry' }));
    expect(retry).toHaveBeenCalled();
  });

  it('shows a skeleton on the first load', () => {
    table({ caption: 'Users', rows: [], status: 'loading', empty: { title: 'none' } });
    expect(screen.getByRole('table')).toHaveAttribute('aria-busy', 'true');
    expect(screen.queryByText('none')).not.toBeInTheDocument();
  });
});

describe('Pagination', () => {
  it('says what is shown and moves between pages', () => {
    const onPageChange = vi.fn();
    wrap(<Pagination page={2} perPage={20} total={45} onPageChange={onPageChange} noun="messages" />);
    expect(screen.getByText('Showing 21–40 of 45 messages')).toBeInTheDocument();
    fireEvent.click(screen.getByRole('button', { name: 'Next page' }));
    expect(onPageChange).toHaveBeenCalledWith(3);
    fireEvent.click(screen.getByRole('button', { name: 'Previous page' }));
    expect(onPageChange).toHaveBeenCalledWith(1);
  });

  it('disables Next on the last page', () => {
    wrap(<Pagination page={3} perPage={20} total={45} onPageChange={vi.fn()} />);
    expect(screen.getByRole('button', { name: 'Next page' })).toBeDisabled();
  });
});

describe('StatusBadge', () => {
  it('colours each status and names it in words', () => {
    wrap(
      <>
        <StatusBadge status="unread" />
        <StatusBadge status="on_leave" />
        <StatusBadge status="suspended" label="Inactive" />
      </>,
    );
    expect(screen.getByText('Unread')).toHaveAttribute('data-status', 'unread');
    expect(screen.getByText('On leave')).toBeInTheDocument();
    expect(screen.getByText('Inactive')).toHaveAttribute('data-status', 'suspended');
  });
});

describe('ConfirmDialog', () => {
  it('asks, then runs the action on confirm', async () => {
    const onConfirm = vi.fn(async () => undefined);
    wrap(<ConfirmDialog open title="Delete group" message="Are you sure you want to delete this group?" onConfirm={onConfirm} onClose={vi.fn()} />);
    expect(await screen.findByRole('alertdialog')).toHaveTextContent('Are you sure you want to delete this group?');
    fireEvent.click(screen.getByRole('button', { name: 'Delete' }));
    await waitFor(() => expect(onConfirm).toHaveBeenCalledTimes(1));
  });
});

describe('SearchInput', () => {
  it('searches once typing pauses', async () => {
    vi.useFakeTimers();
    const onSearch = vi.fn();
    wrap(<SearchInput label="Search users" value="" onSearch={onSearch} />);
    fireEvent.change(screen.getByRole('searchbox', { name: 'Search users' }), { target: { value: 'wanj' } });
    expect(onSearch).not.toHaveBeenCalled();
    act(() => {
      vi.advanceTimersByTime(300);
    });
    expect(onSearch).toHaveBeenCalledWith('wanj');
    vi.useRealTimers();
  });
});

describe('notifyError and formatting', () => {
  it("titles action failures 'Error' with the message, or the fallback", () => {
    const seen: ToastMessage[] = [];
    const stop = subscribeToToasts((t) => seen.push(t));
    notifyError(new Error('Email is already in use'), 'Failed to save user');
    notifyError(new Error(''), 'Failed to save user');
    stop();
    expect(seen.slice(-2).map((t) => [t.kind, t.title, t.description])).toEqual([
      ['error', 'Error', 'Email is already in use'],
      ['error', 'Error', 'Failed to save user'],
    ]);
  });

  it('formats dates, statuses and long text', () => {
    expect(formatDate(null)).toBe('—');
    expect(formatDate('2026-03-05T10:00:00Z')).toMatch(/2026/);
    expect(humanize('on_leave')).toBe('On leave');
    expect(truncate('a'.repeat(100), 10)).toHaveLength(10);
  });
});
