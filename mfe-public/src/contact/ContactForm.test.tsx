import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { CONTACT_SUBJECTS } from '@tulia/shared/contract';
import { siteConfig } from '@tulia/shared/site-config';
import { fakeApi, heldAnswer, json, networkFailure, type AnswersByPath, type FakeAnswer } from '@tulia/shared/testing';
import { renderWithProviders } from '../test/render';
import { ContactForm } from './ContactForm';
import { CONTACT_ERROR_TEXT, CONTACT_SUCCESS_TEXT, CRISIS_NOTICE_TITLE, OFFLINE_TEXT, OFFLINE_TITLE } from './contact-texts';

const serverSubjects = ['General Inquiry', 'Technical Support', 'Other'];

function setUp(routes: AnswersByPath) {
  const api = fakeApi(routes, { signedIn: false });
  const user = userEvent.setup({ advanceTimers: (ms) => vi.advanceTimersByTime(ms) });
  renderWithProviders(<ContactForm />, { path: '/contact' });
  return { api, user };
}

/** Moves the fake clock on inside act, so what the timers change is rendered before the next check. */
const advance = (ms: number) =>
  act(() => {
    vi.advanceTimersByTime(ms);
  });

const subjectSelect = () => screen.getByLabelText<HTMLSelectElement>('Subject *');
const optionTexts = () =>
  within(subjectSelect())
    .getAllByRole('option')
    .map((option) => option.textContent);

async function fillIn(
  user: ReturnType<typeof userEvent.setup>,
  { subject = 'Technical Support', message = 'The app will not open on my phone.' }: { subject?: string; message?: string } = {},
) {
  await waitFor(() => expect(subjectSelect()).toBeEnabled());
  await user.type(screen.getByLabelText('Full Name *'), 'Achieng Otieno');
  await user.type(screen.getByLabelText('Email Address *'), 'achieng@example.com');
  await user.type(screen.getByLabelText(/Phone Number/), '+254 700 000 000');
  await user.selectOptions(subjectSelect(), subject);
  await user.type(screen.getByLabelText('Message *'), message);
}

const submit = (user: ReturnType<typeof userEvent.setup>) => user.click(screen.getByRole('button', { name: 'Send Message' }));

describe('ContactForm', () => {
  beforeEach(() => {
    vi.useFakeTimers({ shouldAdvanceTime: true });
    vi.spyOn(console, 'error').mockImplementation(() => undefined);
    vi.spyOn(console, 'warn').mockImplementation(() => undefined);
  });
  afterEach(() => {
    vi.useRealTimers();
    vi.unstubAllGlobals();
    vi.restoreAllMocks();
  });

  it('labels the fields exactly as the specification prints them', async () => {
    setUp({ 'GET /contact/subjects': json(200, { subjects: serverSubjects }) });
    await waitFor(() => expect(subjectSelect()).toBeEnabled());
    for (const label of ['Full Name *', 'Email Address *', 'Subject *', 'Message *']) {
      expect(screen.getByLabelText(label)).toBeInTheDocument();
    }
    expect(screen.getByLabelText('Email Address *')).toHaveAttribute('type', 'email');
  });

  it("shows 'Loading subjects...' in a disabled select until the subjects arrive, then the server's list", async () => {
    const held = heldAnswer();
    setUp({ 'GET /contact/subjects': held.answer });
    expect(subjectSelect()).toBeDisabled();
    expect(optionTexts()).toEqual(['Loading subjects...']);

    await act(async () => held.release(json(200, { subjects: serverSubjects })));
    await waitFor(() => expect(subjectSelect()).toBeEnabled());
    expect(optionTexts()).toEqual(['Select a subject', ...serverSubjects]);
  });

  it.each([
    ['a network failure', () => networkFailure],
    ['a non-OK answer', () => json(500, { message: 'Internal error' })],
  ])('falls back to the built-in subject list on %s', async (_case, answer) => {
    setUp({ 'GET /contact/subjects': answer });
    await waitFor(() => expect(subjectSelect()).toBeEnabled());
    expect(optionTexts()).toEqual(['Select a subject', ...CONTACT_SUBJECTS]);
    expect(optionTexts()).toContain('Other');
  });

  it('shows what is missing at each field and sends nothing', async () => {
    const { api, user } = setUp({ 'GET /contact/subjects': json(200, { subjects: serverSubjects }) });
    await waitFor(() => expect(subjectSelect()).toBeEnabled());
    await submit(user);
    expect(await screen.findByText('Full name is required')).toBeInTheDocument();
    expect(screen.getByText('Email is required')).toBeInTheDocument();
    expect(screen.getByText('Subject is required')).toBeInTheDocument();
    expect(screen.getByText('Message is required')).toBeInTheDocument();
    expect(screen.getByLabelText('Full Name *')).toHaveAttribute('aria-invalid', 'true');
    expect(api.sent.filter((request) => request.method === 'POST')).toEqual([]);
  });

  it("disables the button and shows 'Sending Message...' while sending; success clears the form and reverts after 5 seconds", async () => {
    const held = heldAnswer();
    const { api, user } = setUp({
      'GET /contact/subjects': json(200, { subjects: serverSubjects }),
      'POST /contact': held.answer,
    });
    await fillIn(user);
    await submit(user);

    const sending = await screen.findByRole('button', { name: 'Sending Message...' });
    expect(sending).toBeDisabled();
    expect(api.sent.find((request) => request.method === 'POST')?.body).toEqual({
      full_name: 'Achieng Otieno',
      email: 'achieng@example.com',
      phone: '+254 700 000 000',
      subject: 'Technical Support',
      message: 'The app will not open on my phone.',
    });

    await act(async () => held.release(json(201, { message: 'Message sent', id: 1 })));
    expect(await screen.findByText(CONTACT_SUCCESS_TEXT)).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Send Message' })).toBeEnabled();
    expect(screen.getByLabelText('Full Name *')).toHaveValue('');
    expect(screen.getByLabelText('Email Address *')).toHaveValue('');
    expect(screen.getByLabelText(/Phone Number/)).toHaveValue('');
    expect(subjectSelect()).toHaveValue('');
    expect(screen.getByLabelText('Message *')).toHaveValue('');

    advance(4900);
    expect(screen.getByText(CONTACT_SUCCESS_TEXT)).toBeInTheDocument();
    advance(200);
    expect(screen.queryByText(CONTACT_SUCCESS_TEXT)).not.toBeInTheDocument();
  });

  it.each([
    ['a network failure', () => networkFailure],
    ['a rate-limited answer', () => json(429, { message: 'Too many requests' })],
  ])('on %s shows the error text, keeps everything typed, and reverts after 5 seconds', async (_case, answer) => {
    const { user } = setUp({
      'GET /contact/subjects': json(200, { subjects: serverSubjects }),
      'POST /contact': answer,
    });
    await fillIn(user);
    await submit(user);

    expect(await screen.findByText(CONTACT_ERROR_TEXT)).toBeInTheDocument();
    expect(screen.getByRole('alert')).toHaveTextContent(CONTACT_ERROR_TEXT);
    expect(screen.getByLabelText('Full Name *')).toHaveValue('Achieng Otieno');
    expect(screen.getByLabelText('Email Address *')).toHaveValue('achieng@example.com');
    expect(subjectSelect()).toHaveValue('Technical Support');
    expect(screen.getByLabelText('Message *')).toHaveValue('The app will not open on my phone.');

    advance(5000);
    expect(screen.queryByText(CONTACT_ERROR_TEXT)).not.toBeInTheDocument();
    expect(screen.getByLabelText('Message *')).toHaveValue('The app will not open on my phone.');
  });

  it('a second send restarts the 5-second clock', async () => {
    const { user } = setUp({
      'GET /contact/subjects': json(200, { subjects: serverSubjects }),
      'POST /contact': networkFailure,
    });
    await fillIn(user);
    await submit(user);
    await screen.findByText(CONTACT_ERROR_TEXT);
    advance(3000);
    await submit(user);
    await screen.findByText(CONTACT_ERROR_TEXT);
    advance(3000);
    expect(screen.getByText(CONTACT_ERROR_TEXT)).toBeInTheDocument();
    advance(2100);
    expect(screen.queryByText(CONTACT_ERROR_TEXT)).not.toBeInTheDocument();
  });

  describe('without a connection', () => {
    let onLine = true;
    beforeEach(() => {
      onLine = true;
      vi.spyOn(navigator, 'onLine', 'get').mockImplementation(() => onLine);
    });
    const goOffline = () =>
      act(() => {
        onLine = false;
        window.dispatchEvent(new Event('offline'));
      });
    const goOnline = () =>
      act(() => {
        onLine = true;
        window.dispatchEvent(new Event('online'));
      });
    const notice = () => screen.getByTestId('contact-offline');

    it('says the message cannot be sent now, keeps every field after a send, and goes when the connection is back', async () => {
      const { user } = setUp({
        'GET /contact/subjects': json(200, { subjects: serverSubjects }),
        'POST /contact': networkFailure,
      });
      await fillIn(user);
      expect(notice()).toBeEmptyDOMElement();
      goOffline();
      expect(notice()).toHaveTextContent(OFFLINE_TITLE);
      expect(notice()).toHaveTextContent(OFFLINE_TEXT);
      expect(within(notice()).getByRole('link', { name: '1199' })).toHaveAttribute('href', 'tel:1199');

      await submit(user);
      // The specification's error text still shows, for 5 seconds; the notice stays while offline.
      expect(await screen.findByText(CONTACT_ERROR_TEXT)).toBeInTheDocument();
      expect(screen.getByLabelText('Full Name *')).toHaveValue('Achieng Otieno');
      expect(screen.getByLabelText('Email Address *')).toHaveValue('achieng@example.com');
      expect(screen.getByLabelText(/Phone Number/)).toHaveValue('+254 700 000 000');
      expect(subjectSelect()).toHaveValue('Technical Support');
      expect(screen.getByLabelText('Message *')).toHaveValue('The app will not open on my phone.');
      advance(5000);
      expect(screen.queryByText(CONTACT_ERROR_TEXT)).not.toBeInTheDocument();
      expect(notice()).toHaveTextContent(OFFLINE_TEXT);

      goOnline();
      expect(notice()).toBeEmptyDOMElement();
      expect(screen.getByLabelText('Message *')).toHaveValue('The app will not open on my phone.');
    });

    it('shows the notice after a send lost for want of a connection the browser still believed in, until the next send', async () => {
      let answer: () => FakeAnswer = () => networkFailure;
      const { user } = setUp({
        'GET /contact/subjects': json(200, { subjects: serverSubjects }),
        'POST /contact': () => answer(),
      });
      await fillIn(user);
      await submit(user);
      expect(await screen.findByText(OFFLINE_TEXT)).toBeInTheDocument();
      answer = () => json(201, { message: 'Message sent', id: 1 });
      await submit(user);
      expect(await screen.findByText(CONTACT_SUCCESS_TEXT)).toBeInTheDocument();
      expect(notice()).toBeEmptyDOMElement();
    });

    it('does not show the notice for a refusal by the server (the connection is fine)', async () => {
      const { user } = setUp({
        'GET /contact/subjects': json(200, { subjects: serverSubjects }),
        'POST /contact': () => json(429, { message: 'Too many requests' }),
      });
      await fillIn(user);
      await submit(user);
      expect(await screen.findByText(CONTACT_ERROR_TEXT)).toBeInTheDocument();
      expect(notice()).toBeEmptyDOMElement();
    });
  });

  describe('when the answer asks for crisis help', () => {
    const crisisNotice = () => screen.getByTestId('contact-crisis-notice');
    const sent = (showCrisisHelp: boolean) => () => json(201, { message: 'Message sent', id: 7, show_crisis_help: showCrisisHelp });

    it('keeps a notice on screen, focused, with the hours the form is read and tel: links to 999, the helpline and 116', async () => {
      const { user } = setUp({
        'GET /contact/subjects': json(200, { subjects: serverSubjects }),
        'POST /contact': sent(true),
      });
      await fillIn(user, { subject: 'Other', message: 'I cannot do this anymore.' });
      await submit(user);

      const notice = await screen.findByTestId('contact-crisis-notice');
      expect(notice).toHaveFocus();
      expect(within(notice).getByRole('heading', { name: CRISIS_NOTICE_TITLE })).toBeInTheDocument();
      expect(notice).toHaveTextContent(`Our team reads messages ${siteConfig.contactFormHours}`);
      expect(notice).toHaveTextContent('Mon-Fri 8AM-6PM EAT');
      expect(notice).not.toHaveTextContent('24/7');
      const hrefs = within(notice)
        .getAllByRole('link')
        .map((link) => link.getAttribute('href'));
      expect(hrefs).toEqual(['tel:999', 'tel:1199', 'tel:116']);
      expect(within(notice).getByRole('link', { name: /Call 1199/ })).toHaveTextContent('Kenya Red Cross helpline: free, 24 hours');
      expect(within(notice).getByRole('link', { name: /Call 116/ })).toHaveTextContent('Childline Kenya, if you are under 18');
      // The notice takes the success text's place; the form is cleared as after any send.
      expect(screen.queryByText(CONTACT_SUCCESS_TEXT)).not.toBeInTheDocument();
      expect(screen.getByLabelText('Message *')).toHaveValue('');

      advance(6000);
      expect(crisisNotice()).toBeInTheDocument();
      advance(60_000);
      expect(crisisNotice()).toHaveTextContent(CRISIS_NOTICE_TITLE);
    });

    it('goes when another message is sent, and an ordinary message then gets the specified text', async () => {
      let answer = sent(true);
      const { user } = setUp({
        'GET /contact/subjects': json(200, { subjects: serverSubjects }),
        'POST /contact': () => answer(),
      });
      await fillIn(user);
      await submit(user);
      await screen.findByTestId('contact-crisis-notice');

      answer = sent(false);
      await fillIn(user);
      await submit(user);
      expect(await screen.findByText(CONTACT_SUCCESS_TEXT)).toBeInTheDocument();
      expect(screen.queryByTestId('contact-crisis-notice')).not.toBeInTheDocument();
    });

    it('shows the notice for the subject "Crisis Support" even when the answer does not carry the flag', async () => {
      const { user } = setUp({
        'GET /contact/subjects': json(200, { subjects: [...CONTACT_SUBJECTS] }),
        'POST /contact': () => json(201, { message: 'Message sent', id: 8 }),
      });
      await fillIn(user, { subject: 'Crisis Support' });
      await submit(user);
      expect(await screen.findByTestId('contact-crisis-notice')).toBeInTheDocument();
      expect(screen.queryByText(CONTACT_SUCCESS_TEXT)).not.toBeInTheDocument();
    });

    it('with show_crisis_help false: the specified success text, gone after 5 seconds, and no notice', async () => {
      const { user } = setUp({
        'GET /contact/subjects': json(200, { subjects: serverSubjects }),
        'POST /contact': sent(false),
      });
      await fillIn(user);
      await submit(user);
      expect(await screen.findByText(CONTACT_SUCCESS_TEXT)).toBeInTheDocument();
      expect(screen.queryByTestId('contact-crisis-notice')).not.toBeInTheDocument();
      advance(5100);
      expect(screen.queryByText(CONTACT_SUCCESS_TEXT)).not.toBeInTheDocument();
      expect(screen.queryByTestId('contact-crisis-notice')).not.toBeInTheDocument();
    });
  });

  it('says when the form is read, with no 24/7 promise about it', async () => {
    setUp({ 'GET /contact/subjects': json(200, { subjects: serverSubjects }) });
    const hours = screen.getByTestId('contact-form-hours');
    expect(hours).toHaveTextContent('Our team reads these messages Mon-Fri 8AM-6PM EAT.');
    expect(hours).not.toHaveTextContent('24/7');
    expect(within(hours).getByRole('link', { name: '1199' })).toHaveAttribute('href', 'tel:1199');
    await waitFor(() => expect(subjectSelect()).toBeEnabled());
  });
});
