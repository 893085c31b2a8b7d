import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { tokenStorage } from '@tulia/shared/api-client';
import { listSorting } from '@tulia/shared/contract';
import { fakeApi, renderAdminScreen, type Answerer, type SentRequest } from '@tulia/shared/testing';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { z } from 'zod';
import { defineAdminList, typedPayload } from './admin-list';
import { AdminTable } from './AdminTable';
import { SchemaFormDialog } from './SchemaFormDialog';
import { useAdminMutation } from './mutations';
import { useAdminList } from './useAdminList';
import { formFields } from './form-fields';

interface Person {
  id: number;
  name: string;
}

const people = defineAdminList({
  name: 'people',
  path: 'admin/people',
  listKey: 'people',
  listSchema: z.object({ people: z.array(z.object({ id: z.number(), name: z.string() })), total: z.number() }),
  perPage: 2,
  filters: { status: { default: 'all', values: ['all', 'active', 'suspended'] } },
  sorting: listSorting(['name', 'created_at'], { sort: 'created_at', order: 'desc' }),
  writes: { create: { payload: typedPayload<{ email: string; newsletter: boolean }>() } },
});

let sent: SentRequest[] = [];
let answer: Answerer = () => ({ body: {} });

beforeEach(() => {
  sent = fakeApi((request) => answer(request)).sent;
});
afterEach(() => {
  vi.unstubAllGlobals();
  tokenStorage.clear();
});

/**
 * The form dialog hides the rest of the page a frame after it opens; a confirmation opened
 * before that frame would be hidden with the page, so the tests wait as a person would.
 */
async function formDialogSettled(): Promise<void> {
  await waitFor(() => expect(document.querySelector('[data-aria-hidden]')).not.toBeNull());
}

function PeopleScreen() {
  const list = useAdminList(people);
  const rename = useAdminMutation({
    changes: [people],
    run: () => Promise.resolve({}),
    texts: { success: 'Renamed', failure: 'Failed to rename' },
  });
  return (
    <>
      <button type="button" onClick={() => list.setFilter('status', 'suspended')}>
        Suspended only
      </button>
      <button
        type="button"
        onClick={() => {
          list.setFilter('status', 'active');
          list.setSort('name');
        }}
      >
        Active by name
      </button>
      <button type="button" onClick={() => void rename.mutate(undefined)}>
        Rename
      </button>
      <AdminTable
        list={list}
        columns={[{ key: 'name', header: 'Name', sortKey: 'name', render: (person: Person) => person.name }]}
        texts={{
          caption: 'People',
          failure: 'Failed to fetch people',
          empty: { title: 'Nobody', filtered: 'Try other filters', unfiltered: 'Nobody yet' },
          noun: 'people',
        }}
      />
    </>
  );
}

const page = (names: string[], total = 5) => ({ body: { people: names.map((name, index) => ({ id: index + 1, name })), total } });

describe('useAdminList', () => {
  it('reads its page, filter and order from the address and asks the api for them', async () => {
    answer = () => page(['Amani', 'Baraka']);
    renderAdminScreen(<PeopleScreen />, { at: '/admin/screen?status=suspended&sort=name&order=asc&page=2' });
    expect(await screen.findByText('Amani')).toBeInTheDocument();
    const asked = sent.at(-1)!.search;
    expect(Object.fromEntries(asked)).toEqual({ page: '2', per_page: '2', status: 'suspended', sort: 'name', order: 'asc' });
    expect(screen.getByRole('columnheader', { name: /Name/ })).toHaveAttribute('aria-sort', 'ascending');
  });

  it('puts a sort and a filter into the address, back on page 1', async () => {
    answer = () => page(['Amani', 'Baraka']);
    renderAdminScreen(<PeopleScreen />, { at: '/admin/screen?page=2' });
    await screen.findByText('Amani');
    const header = screen.getByRole('columnheader', { name: /Name/ });
    expect(header).toHaveAttribute('aria-sort', 'none');
    fireEvent.click(within(header).getByRole('button', { name: /Name/ }));
    await waitFor(() => expect(screen.getByTestId('location')).toHaveTextContent('/admin/screen?sort=name&order=asc'));
    expect(header).toHaveAttribute('aria-sort', 'ascending');
    fireEvent.click(within(header).getByRole('button', { name: /Name/ }));
    await waitFor(() => expect(header).toHaveAttribute('aria-sort', 'descending'));
    fireEvent.click(screen.getByRole('button', { name: 'Suspended only' }));
    await waitFor(() => expect(screen.getByTestId('location')).toHaveTextContent('/admin/screen?status=suspended&sort=name&order=desc'));
  });

  it('keeps both of two changes made in one event (a filter, then a sort)', async () => {
    answer = () => page(['Amani', 'Baraka']);
    renderAdminScreen(<PeopleScreen />, { at: '/admin/screen' });
    await screen.findByText('Amani');
    fireEvent.click(screen.getByRole('button', { name: 'Active by name' }));
    await waitFor(() => expect(screen.getByTestId('location')).toHaveTextContent('/admin/screen?status=active&sort=name&order=asc'));
  });

  it('comes back to the same state after Back', async () => {
    answer = () => page(['Amani', 'Baraka']);
    const { router } = renderAdminScreen(<PeopleScreen />, { at: '/admin/screen' });
    await screen.findByText('Amani');
    fireEvent.click(screen.getByRole('button', { name: 'Suspended only' }));
    await waitFor(() => expect(screen.getByTestId('location')).toHaveTextContent('status=suspended'));
    await act(() => router.navigate(-1));
    await waitFor(() => expect(screen.getByTestId('location')).toHaveTextContent(/^\/admin\/screen$/));
  });

  it('shows the failure with Retry, and Retry loads again', async () => {
    answer = () => ({ status: 500, body: { message: 'Database down' } });
    renderAdminScreen(<PeopleScreen />);
    expect(await screen.findByText('Failed to fetch people')).toBeInTheDocument();
    answer = () => page(['Amani']);
    fireEvent.click(screen.getByRole('button', { name: 'Retry' }));
    expect(await screen.findByText('Amani')).toBeInTheDocument();
  });

  it('refetches the list after a change to its resource (one invalidation policy)', async () => {
    answer = () => page(['Amani']);
    renderAdminScreen(<PeopleScreen />);
    await screen.findByText('Amani');
    answer = () => page(['Amani Renamed']);
    fireEvent.click(screen.getByRole('button', { name: 'Rename' }));
    expect(await screen.findByText('Amani Renamed')).toBeInTheDocument();
  });
});

const personForm = z.object({ email: z.string().min(1, 'Email is required'), newsletter: z.boolean() });
const Field = formFields<z.input<typeof personForm>>();

function PersonDialog({ onClose, onSaved }: { onClose: () => void; onSaved: () => void }) {
  return (
    <SchemaFormDialog
      schema={personForm}
      defaultValues={{ email: '', newsletter: false }}
      words={{ title: 'Add person', submit: 'Save', success: 'Saved', failure: 'Failed to save' }}
      changes={[people]}
      save={people.api.create}
      onSaved={onSaved}
      onClose={onClose}
    >
      <Field.TextField name="email" label="Email" />
      <Field.CheckboxField name="newsletter" label="Newsletter" />
    </SchemaFormDialog>
  );
}

describe('SchemaFormDialog', () => {
  it("shows the schema's message under its bound field, and sends the bound fields' values", async () => {
    answer = () => ({ status: 201, body: { id: 1, name: 'Amani' } });
    const onSaved = vi.fn();
    renderAdminScreen(<PersonDialog onClose={vi.fn()} onSaved={onSaved} />);
    fireEvent.click(await screen.findByRole('button', { name: 'Save' }));
    expect(await screen.findByText('Email is required')).toBeInTheDocument();
    expect(screen.getByLabelText(/Email/)).toHaveAttribute('aria-invalid', 'true');
    expect(sent).toHaveLength(0);

    fireEvent.change(screen.getByLabelText(/Email/), { target: { value: 'amani@example.org' } });
    await userEvent.click(screen.getByRole('checkbox', { name: 'Newsletter' }));
    fireEvent.click(screen.getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(onSaved).toHaveBeenCalled());
    expect(sent.at(-1)?.body).toEqual({ email: 'amani@example.org', newsletter: true });
  });

  it('shows a 409 under the field it names and keeps what was typed', async () => {
    answer = () => ({ status: 409, body: { message: 'Email is already registered', errors: [{ field: 'email', message: 'Email is already registered' }] } });
    const onSaved = vi.fn();
    renderAdminScreen(<PersonDialog onClose={vi.fn()} onSaved={onSaved} />);
    fireEvent.change(await screen.findByLabelText(/Email/), { target: { value: 'amani@example.org' } });
    fireEvent.click(screen.getByRole('button', { name: 'Save' }));
    expect(await screen.findByText('Email is already registered')).toBeInTheDocument();
    expect(screen.getByLabelText(/Email/)).toHaveValue('amani@example.org');
    expect(onSaved).not.toHaveBeenCalled();
  });

  it('asks before Escape throws away a change, and closes at once when nothing changed', async () => {
    const onClose = vi.fn();
    renderAdminScreen(<PersonDialog onClose={onClose} onSaved={vi.fn()} />);
    const input = await screen.findByLabelText(/Email/);
    await formDialogSettled();
    fireEvent.keyDown(input, { key: 'Escape' });
    await waitFor(() => expect(onClose).toHaveBeenCalledTimes(1));

    onClose.mockClear();
    fireEvent.change(input, { target: { value: 'typed' } });
    fireEvent.keyDown(input, { key: 'Escape' });
    expect(await screen.findByText('Discard changes?')).toBeInTheDocument();
    expect(onClose).not.toHaveBeenCalled();
    fireEvent.click(screen.getByRole('button', { name: 'Keep editing' }));
    await waitFor(() => expect(screen.queryByText('Discard changes?')).not.toBeInTheDocument());
    expect(screen.getByLabelText(/Email/)).toHaveValue('typed');
    fireEvent.click(screen.getByRole('button', { name: 'Cancel' }));
    fireEvent.click(await screen.findByRole('button', { name: 'Discard changes' }));
    await waitFor(() => expect(onClose).toHaveBeenCalledTimes(1));
  });

  it('asks before another page throws away a change', async () => {
    const { router } = renderAdminScreen(<PersonDialog onClose={vi.fn()} onSaved={vi.fn()} />);
    fireEvent.change(await screen.findByLabelText(/Email/), { target: { value: 'typed' } });
    await formDialogSettled();
    await act(() => router.navigate('/admin/elsewhere'));
    expect(await screen.findByText('Discard changes?')).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/admin/screen');
    // Found once the confirmation has opened over the form (its role is hidden while it opens).
    fireEvent.click(await screen.findByRole('button', { name: 'Discard changes' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/admin/elsewhere'));
  });
});
