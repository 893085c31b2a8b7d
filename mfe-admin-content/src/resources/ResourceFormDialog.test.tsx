import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { Resource } from '@tulia/shared/contract';
import { fakeApi, json, type SentRequest, type Answerer, renderAdminScreen } from '@tulia/shared/testing';
import { signedInWithToasts } from '../test/toasts';
import { ResourceFormDialog } from './ResourceFormDialog';
import { toResourcePayload } from './resource-form';

const stored = (request: SentRequest): Resource =>
  ({
    id: 7,
    category: 'Mental Health',
    resource_type: 'article',
    file_url: null,
    phone: null,
    image_url: null,
    tags: [],
    is_active: true,
    created_at: '2026-01-01T00:00:00.000Z',
    updated_at: '2026-01-01T00:00:00.000Z',
    ...(request.body as Partial<Resource>),
  }) as Resource;

const hotline: Resource = {
  id: 42,
  title: 'Befrienders Kenya',
  description: 'Someone to talk to, any time.',
  category: 'Crisis Support',
  resource_type: 'hotline',
  url: 'https://befrienderskenya.org',
  file_url: 'https://befrienderskenya.org/leaflet.pdf',
  phone: '+254 722 178 177',
  image_url: 'https://befrienderskenya.org/logo.png',
  tags: ['crisis', 'listening'],
  is_active: true,
  created_at: '2026-01-01T00:00:00.000Z',
  updated_at: '2026-01-01T00:00:00.000Z',
};

function setUp(resource: Resource | null, answer: Answerer = (request) => json(request.method === 'POST' ? 201 : 200, { resource: stored(request) })) {
  const api = fakeApi({ 'POST /admin/resources': answer, [`PUT /admin/resources/${resource?.id ?? 0}`]: answer });
  const onSaved = vi.fn();
  const onClose = vi.fn();
  renderAdminScreen(<ResourceFormDialog resource={resource} onClose={onClose} onSaved={onSaved} />);
  return { api, onSaved, user: userEvent.setup() };
}

describe('ResourceFormDialog', () => {
  const shown = signedInWithToasts();

  it('starts with the defaults: Mental Health, article, active', () => {
    setUp(null);
    expect(screen.getByRole('heading', { name: 'Add Resource' })).toBeInTheDocument();
    expect(screen.getByLabelText(/^Category/)).toHaveValue('Mental Health');
    expect(screen.getByLabelText(/^Resource Type/)).toHaveValue('article');
    expect(screen.getByRole('checkbox', { name: 'Active' })).toBeChecked();
    expect(screen.getByLabelText(/^URL/)).toHaveAttribute('type', 'url');
  });

  it('names each missing required field and sends nothing', async () => {
    const { api, user } = setUp(null);
    await user.click(screen.getByRole('button', { name: 'Create Resource' }));
    expect(await screen.findByText('Title is required')).toBeInTheDocument();
    expect(screen.getByText('Description is required')).toBeInTheDocument();
    expect(screen.getByText('URL is required')).toBeInTheDocument();
    await user.type(screen.getByLabelText(/^URL/), 'javascript:alert(1)');
    await user.click(screen.getByRole('button', { name: 'Create Resource' }));
    expect(await screen.findByText('URL must be a valid URL')).toBeInTheDocument();
    expect(api.sent).toEqual([]);
  });

  it('splits the tags, drops empties, and leaves an empty phone and image URL out of the payload', async () => {
    const { api, onSaved, user } = setUp(null);
    await user.type(screen.getByLabelText(/^Title/), 'Coping with exam stress');
    await user.type(screen.getByLabelText(/^Description/), 'Practical tips for students');
    await user.type(screen.getByLabelText(/^URL/), 'https://example.org/exams');
    await user.type(screen.getByLabelText(/^Tags/), ' exams, ,stress ,  sleep,');
    await user.click(screen.getByRole('button', { name: 'Create Resource' }));
    await waitFor(() => expect(onSaved).toHaveBeenCalledTimes(1));
    expect(api.sent).toHaveLength(1);
    expect(api.sent[0]?.method).toBe('POST');
    expect(api.sent[0]?.body).toEqual({
      title: 'Coping with exam stress',
      description: 'Practical tips for students',
      category: 'Mental Health',
      resource_type: 'article',
      url: 'https://example.org/exams',
      tags: ['exams', 'stress', 'sleep'],
      is_active: true,
    });
    expect(shown.toasts).toEqual([{ kind: 'success', title: 'Resource Created', description: undefined }]);
  });

  it('sends the phone, image URL, chosen category and type, and an unticked Active', async () => {
    const { api, onSaved, user } = setUp(null);
    await user.type(screen.getByLabelText(/^Title/), 'Crisis line');
    await user.type(screen.getByLabelText(/^Description/), 'Call any time');
    await user.selectOptions(screen.getByLabelText(/^Category/), 'Crisis Support');
    await user.selectOptions(screen.getByLabelText(/^Resource Type/), 'hotline');
    await user.type(screen.getByLabelText(/^URL/), 'https://example.org/line');
    await user.type(screen.getByLabelText(/^Phone/), '1199');
    await user.type(screen.getByLabelText(/^Image URL/), 'https://example.org/line.png');
    await user.click(screen.getByRole('checkbox', { name: 'Active' }));
    await user.click(screen.getByRole('button', { name: 'Create Resource' }));
    await waitFor(() => expect(onSaved).toHaveBeenCalledTimes(1));
    expect(api.sent[0]?.body).toEqual({
      title: 'Crisis line',
      description: 'Call any time',
      category: 'Crisis Support',
      resource_type: 'hotline',
      url: 'https://example.org/line',
      phone: '1199',
      image_url: 'https://example.org/line.png',
      tags: [],
      is_active: false,
    });
  });

  it('edits with PUT: starts from the resource, keeps its file URL, and leaves a cleared phone out', async () => {
    const { api, onSaved, user } = setUp(hotline);
    expect(screen.getByRole('heading', { name: 'Edit Resource' })).toBeInTheDocument();
    expect(screen.getByLabelText(/^Tags/)).toHaveValue('crisis, listening');
    await user.clear(screen.getByLabelText(/^Phone/));
    await user.click(screen.getByRole('button', { name: 'Update Resource' }));
    await waitFor(() => expect(onSaved).toHaveBeenCalledTimes(1));
    expect(api.sent[0]).toMatchObject({ method: 'PUT', path: '/admin/resources/42' });
    expect(api.sent[0]?.body).toEqual({
      title: 'Befrienders Kenya',
      description: 'Someone to talk to, any time.',
      category: 'Crisis Support',
      resource_type: 'hotline',
      url: 'https://befrienderskenya.org',
      image_url: 'https://befrienderskenya.org/logo.png',
      file_url: 'https://befrienderskenya.org/leaflet.pdf',
      tags: ['crisis', 'listening'],
      is_active: true,
    });
    expect(shown.toasts).toEqual([{ kind: 'success', title: 'Resource Updated', description: undefined }]);
  });

  it('keeps the dialog open with what was typed when the server refuses', async () => {
    const { onSaved, user } = setUp(null, () => json(400, { message: 'Title must be at most 200 characters' }));
    await user.type(screen.getByLabelText(/^Title/), 'Kept title');
    await user.type(screen.getByLabelText(/^Description/), 'Kept description');
    await user.type(screen.getByLabelText(/^URL/), 'https://example.org/kept');
    await user.click(screen.getByRole('button', { name: 'Create Resource' }));
    await waitFor(() => expect(screen.getByRole('button', { name: 'Create Resource' })).toBeEnabled());
    expect(onSaved).not.toHaveBeenCalled();
    expect(screen.getByLabelText(/^Title/)).toHaveValue('Kept title');
    expect(screen.getByLabelText(/^URL/)).toHaveValue('https://example.org/kept');
    expect(shown.toasts).toEqual([{ kind: 'error', title: 'Error', description: 'Title must be at most 200 characters' }]);
  });
});

describe('toResourcePayload', () => {
  const values = {
    title: 'T',
    description: 'D',
    category: 'Wellness',
    resource_type: 'video',
    url: 'https://example.org',
    tags: ['a'],
    is_active: true,
  } as const;

  it('omits null phone and image URL, keeps set ones', () => {
    expect(toResourcePayload({ ...values, tags: ['a'], phone: null, image_url: null }, null)).toEqual({ ...values, tags: ['a'] });
    expect(toResourcePayload({ ...values, tags: ['a'], phone: '0722', image_url: 'https://example.org/i.png' }, null)).toMatchObject({
      phone: '0722',
      image_url: 'https://example.org/i.png',
    });
  });
});
