import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { contactMessage } from '../test/contact-message';
import { fakeApi, json, type SentRequest, type Answerer, findQuestionOnTop, renderAdminScreen } from '@tulia/shared/testing';
import { signedInWithToasts } from '../test/toasts';
import { ReplyDialog } from './ReplyDialog';

const message = contactMessage({ id: 9, subject: 'Technical Support' });
const replied = (request: SentRequest) =>
  json(200, {
    message: 'Your reply has been sent successfully',
    contact_message: { ...message, status: 'replied', replied_at: '2026-03-02T10:00:00.000Z', ...(request.body as object) },
  });

function setUp(answer: Answerer = replied) {
  const api = fakeApi({ 'POST /admin/contact-messages/9/reply': answer });
  const onSent = vi.fn();
  const onClose = vi.fn();
  renderAdminScreen(<ReplyDialog message={message} onClose={onClose} onSaved={onSent} />);
  return { api, onSent, onClose, user: userEvent.setup() };
}

const replyField = () => screen.getByLabelText(/^Reply Message/);
const send = (user: ReturnType<typeof userEvent.setup>) => user.click(screen.getByRole('button', { name: 'Send Reply' }));

describe('ReplyDialog', () => {
  const shown = signedInWithToasts();

  it("shows To (name and e-mail), 'Re: ' and the subject, a required 4-row reply, optional admin notes, Cancel and Send Reply", () => {
    setUp();
    expect(screen.getByText('Wanjiku Kamau <wanjiku@example.com>')).toBeInTheDocument();
    expect(screen.getByText('Re: Technical Support')).toBeInTheDocument();
    expect(replyField().tagName).toBe('TEXTAREA');
    expect(replyField()).toHaveAttribute('rows', '4');
    expect(replyField()).toBeRequired();
    expect(screen.getByLabelText(/^Admin Notes/)).not.toBeRequired();
    expect(screen.getByRole('button', { name: 'Cancel' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Send Reply' })).toBeInTheDocument();
  });

  it('refuses an empty or blank reply at the field and sends nothing', async () => {
    const { api, onSent, user } = setUp();
    await send(user);
    expect(await screen.findByText('Reply message is required')).toBeInTheDocument();
    expect(replyField()).toHaveAttribute('aria-invalid', 'true');
    await user.type(replyField(), '   ');
    await send(user);
    expect(await screen.findByText('Reply message is required')).toBeInTheDocument();
    expect(api.sent).toEqual([]);
    expect(onSent).not.toHaveBeenCalled();
  });

  it('sends the trimmed reply without notes, then says Reply Sent', async () => {
    const { api, onSent, user } = setUp();
    await user.type(replyField(), '  Thank you, we will call you on Monday.  ');
    await send(user);
    await waitFor(() => expect(onSent).toHaveBeenCalledTimes(1));
    expect(api.sent[0]?.body).toEqual({ reply_message: 'Thank you, we will call you on Monday.', admin_notes: null });
    expect(shown.toasts).toEqual([{ kind: 'success', title: 'Reply Sent', description: 'Your reply has been sent successfully' }]);
  });

  it('sends the internal admin notes with the reply', async () => {
    const { api, onSent, user } = setUp();
    await user.type(replyField(), 'Happy to help.');
    await user.type(screen.getByLabelText(/^Admin Notes/), 'Forwarded to partnerships.');
    await send(user);
    await waitFor(() => expect(onSent).toHaveBeenCalledTimes(1));
    expect(api.sent[0]?.body).toEqual({ reply_message: 'Happy to help.', admin_notes: 'Forwarded to partnerships.' });
  });

  it("keeps the dialog open with the reply when the server refuses, with the 'Error' toast", async () => {
    const { onSent, user } = setUp(() => json(409, { message: 'This message is closed; it can no longer be replied to.' }));
    await user.type(replyField(), 'Do not lose me');
    await send(user);
    await waitFor(() => expect(shown.toasts).toHaveLength(1));
    expect(onSent).not.toHaveBeenCalled();
    expect(replyField()).toHaveValue('Do not lose me');
    expect(shown.toasts).toEqual([{ kind: 'error', title: 'Error', description: 'This message is closed; it can no longer be replied to.' }]);
  });

  it('asks before Escape throws away a typed reply; Discard changes closes it', async () => {
    const { api, onClose, user } = setUp();
    await user.type(replyField(), 'Half a reply');
    await user.keyboard('{Escape}');
    const question = await findQuestionOnTop('Discard changes?');
    expect(onClose).not.toHaveBeenCalled();
    await user.click(within(question).getByRole('button', { name: 'Keep editing' }));
    await waitFor(() => expect(screen.queryByRole('alertdialog')).not.toBeInTheDocument());
    expect(replyField()).toHaveValue('Half a reply');
    await user.click(screen.getByRole('button', { name: 'Cancel' }));
    await user.click(within(await findQuestionOnTop('Discard changes?')).getByRole('button', { name: 'Discard changes' }));
    await waitFor(() => expect(onClose).toHaveBeenCalledTimes(1));
    expect(api.sent).toEqual([]);
  });
});
