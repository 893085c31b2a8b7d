import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { BomaGroup } from '@tulia/shared/contract';
import { findQuestionOnTop, renderAdminScreen } from '@tulia/shared/testing';
import { aGroup, aRafiki, signedInSuite } from '../test/fixtures';
import { fakeApi, type SentRequest } from '@tulia/shared/testing';
import { BomaGroupFormDialog } from './BomaGroupFormDialog';

const rafikis = [aRafiki(7, 'Amani Otieno', ['Anxiety', 'Exam stress']), aRafiki(9, 'Baraka Mwangi', [])];

function api(options: { failSave?: boolean } = {}) {
  return fakeApi((request: SentRequest) => {
    if (request.method === 'GET' && request.path === '/admin/rafikis') {
      return { body: { rafikis, total: rafikis.length, page: 1, per_page: 100 } };
    }
    if (options.failSave)
      return {
        status: 400,
        body: {
          message: 'Assigned rafiki must be an active rafiki',
          errors: [{ field: 'assigned_rafiki_id', message: 'Assigned rafiki must be an active rafiki' }],
        },
      };
    const saved = aGroup({ ...(request.body as Partial<BomaGroup>), id: 11 });
    return { status: request.method === 'POST' ? 201 : 200, body: { message: 'ok', boma_group: saved } };
  });
}

function renderForm(group: BomaGroup | null = null) {
  const onSaved = vi.fn();
  const onClose = vi.fn();
  renderAdminScreen(<BomaGroupFormDialog group={group} onClose={onClose} onSaved={onSaved} />);
  return { onSaved, onClose };
}

/** The writes sent, as the server saw them. */
const saves = (requests: SentRequest[]) =>
  requests.filter((request) => request.method !== 'GET').map(({ method, path, search, body }) => ({ method, path, search: search.toString(), body }));

signedInSuite();

describe('BomaGroupFormDialog', () => {
  it('requires a name and a description and sends nothing without them', async () => {
    const { sent: requests } = api();
    renderForm();
    await userEvent.setup({ delay: null }).click(screen.getByRole('button', { name: 'Create' }));
    expect(await screen.findByText('Name is required')).toBeInTheDocument();
    expect(screen.getByText('Description is required')).toBeInTheDocument();
    expect(screen.getByLabelText(/^Name/)).toHaveAttribute('aria-invalid', 'true');
    expect(saves(requests)).toEqual([]);
  });

  it('refuses an image URL that is not URL-shaped, at the field', async () => {
    const { sent: requests } = api();
    renderForm();
    const user = userEvent.setup({ delay: null });
    await user.type(screen.getByLabelText(/^Name/), 'Teen Dads Boma');
    await user.type(screen.getByLabelText(/^Description/), 'Young fathers learning to parent.');
    await user.type(screen.getByLabelText(/^Image URL/), 'not a link');
    await user.click(screen.getByRole('button', { name: 'Create' }));
    expect(await screen.findByText('Image URL must be a valid URL')).toBeInTheDocument();
    expect(saves(requests)).toEqual([]);
  });

  it('creates with the defaults, tags split and trimmed with empties dropped, the chosen rafiki and no created_by', async () => {
    const { sent: requests } = api();
    const { onSaved } = renderForm();
    const user = userEvent.setup({ delay: null });
    const rafikiSelect = screen.getByLabelText(/^Assign Rafiki/);
    expect(rafikiSelect).toHaveValue('');
    expect(await screen.findByRole('option', { name: 'Amani Otieno — Anxiety, Exam stress' })).toBeInTheDocument();
    expect(screen.getByRole('option', { name: 'No Rafiki assigned' })).toBeInTheDocument();
    expect(screen.getByLabelText(/^Category/)).toHaveValue('Mental Health');
    expect(screen.getByLabelText(/^Status/)).toHaveValue('active');
    expect(requests[0]?.search.toString()).toContain('status=active');

    await user.type(screen.getByLabelText(/^Name/), '  Teen Dads Boma ');
    await user.type(screen.getByLabelText(/^Description/), 'Young fathers learning to parent.');
    await user.selectOptions(screen.getByLabelText(/^Category/), 'Support');
    await user.type(screen.getByLabelText(/^Tags/), ' parenting, , fathers ,youth,, ');
    await user.type(screen.getByLabelText(/^Image URL/), 'https://example.org/dads.png');
    await user.click(screen.getByLabelText('Private Group'));
    await user.selectOptions(rafikiSelect, '7');
    await user.click(screen.getByRole('button', { name: 'Create' }));

    await waitFor(() => expect(onSaved).toHaveBeenCalledTimes(1));
    expect(saves(requests)).toEqual([
      {
        method: 'POST',
        path: '/admin/boma-groups',
        search: '',
        body: {
          name: 'Teen Dads Boma',
          description: 'Young fathers learning to parent.',
          category: 'Support',
          tags: ['parenting', 'fathers', 'youth'],
          image_url: 'https://example.org/dads.png',
          is_private: true,
          status: 'active',
          assigned_rafiki_id: 7,
        },
      },
    ]);
  });

  it("updates with the group's values and sends the assigned rafiki, also when it is removed", async () => {
    const { sent: requests } = api();
    const { onSaved } = renderForm(aGroup({ id: 11, tags: ['exams', 'sleep'], assigned_rafiki_id: 7, status: 'suspended' }));
    const user = userEvent.setup({ delay: null });
    expect(screen.getByRole('dialog', { name: 'Edit Group' })).toBeInTheDocument();
    expect(screen.getByLabelText(/^Tags/)).toHaveValue('exams, sleep');
    await screen.findByRole('option', { name: 'Baraka Mwangi' });
    expect(screen.getByLabelText(/^Assign Rafiki/)).toHaveValue('7');
    await user.selectOptions(screen.getByLabelText(/^Assign Rafiki/), '');
    await user.click(screen.getByRole('button', { name: 'Update' }));
    await waitFor(() => expect(onSaved).toHaveBeenCalledTimes(1));
    const [update] = saves(requests);
    expect(update).toMatchObject({ method: 'PUT', path: '/admin/boma-groups/11' });
    expect(update?.body).toEqual({
      name: 'Exam Season Support',
      description: 'KCSE candidates sharing study tips.',
      category: 'Education',
      tags: ['exams', 'sleep'],
      image_url: null,
      is_private: false,
      status: 'suspended',
      assigned_rafiki_id: null,
    });
  });

  it("keeps the dialog open with what was typed when the server refuses, with the server's message at the field", async () => {
    api({ failSave: true });
    const { onSaved } = renderForm();
    const user = userEvent.setup({ delay: null });
    await screen.findByRole('option', { name: 'Baraka Mwangi' });
    await user.type(screen.getByLabelText(/^Name/), 'Teen Dads Boma');
    await user.type(screen.getByLabelText(/^Description/), 'Young fathers.');
    await user.selectOptions(screen.getByLabelText(/^Assign Rafiki/), '9');
    await user.click(screen.getByRole('button', { name: 'Create' }));
    expect(await screen.findByText('Assigned rafiki must be an active rafiki')).toBeInTheDocument();
    expect(onSaved).not.toHaveBeenCalled();
    expect(screen.getByLabelText(/^Name/)).toHaveValue('Teen Dads Boma');
  });

  it('asks before Escape throws away what was typed, and keeps it on Keep editing', async () => {
    api();
    const { onClose } = renderForm();
    const user = userEvent.setup({ delay: null });
    await screen.findByRole('option', { name: 'Baraka Mwangi' });
    await user.type(screen.getByLabelText(/^Name/), 'Half-typed group');
    await user.keyboard('{Escape}');
    const question = await findQuestionOnTop('Discard changes?');
    expect(onClose).not.toHaveBeenCalled();
    await user.click(within(question).getByRole('button', { name: 'Keep editing' }));
    await waitFor(() => expect(screen.queryByRole('alertdialog')).not.toBeInTheDocument());
    expect(screen.getByLabelText(/^Name/)).toHaveValue('Half-typed group');
    // Cancel asks too.
    await user.click(screen.getByRole('button', { name: 'Cancel' }));
    await user.click(within(await findQuestionOnTop('Discard changes?')).getByRole('button', { name: 'Discard changes' }));
    await waitFor(() => expect(onClose).toHaveBeenCalledTimes(1));
  });

  it('closes on Escape at once when nothing was typed', async () => {
    api();
    const { onClose } = renderForm();
    await screen.findByRole('option', { name: 'Baraka Mwangi' });
    await userEvent.setup({ delay: null }).keyboard('{Escape}');
    await waitFor(() => expect(onClose).toHaveBeenCalledTimes(1));
    expect(screen.queryByRole('alertdialog')).not.toBeInTheDocument();
  });
});
