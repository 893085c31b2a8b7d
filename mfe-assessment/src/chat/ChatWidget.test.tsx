import { act, fireEvent, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { helplineWords, siteConfig } from '@tulia/shared/site-config';
import { FakeClock, randomSequence } from '../test/fake-clock';
import { renderWithChakra } from '../test/render';
import { cannedReplies, encouragements, greeting, quickReplies } from './chat-script';
import ChatWidget from './ChatWidget';
import { loadCrisisRules } from './crisis-rules';

let clock: FakeClock;
const advance = (ms: number) => act(() => clock.advance(ms));

const renderChat = (random: () => number = () => 0.5) => renderWithChakra(<ChatWidget clock={clock} random={random} />);
const chatButton = () => screen.getByRole('button', { name: 'Chat with us' });
const openChat = () => {
  fireEvent.click(chatButton());
  return screen.getByRole('dialog', { name: 'Chat helper' });
};
const input = () => screen.getByRole('textbox', { name: 'Type your message' });
const typeAndSend = (text: string) => {
  fireEvent.change(input(), { target: { value: text } });
  fireEvent.click(screen.getByRole('button', { name: 'Send message' }));
};
const messages = () => within(screen.getByRole('log', { name: 'Chat messages' })).queryAllByTestId(/-message$/);
const chips = () => screen.queryAllByRole('button', { name: (name) => quickReplies.some((reply) => reply.text === name) });

/** Greeting, a quick reply and its answer: three messages, past the quick-reply stage. */
const haveAShortConversation = () => {
  openChat();
  fireEvent.click(screen.getByRole('button', { name: quickReplies[0]!.text }));
  advance(1500);
  expect(messages()).toHaveLength(3);
};

describe('ChatWidget', () => {
  // Opening the panel starts their download; here they are there before the first message
  // (crisis-rules.test.ts covers a reply that waits for them).
  beforeAll(async () => {
    await loadCrisisRules();
  });
  beforeEach(() => {
    clock = new FakeClock();
  });

  it('is a floating button that opens the panel, greets, and focuses the input', () => {
    renderChat();
    expect(screen.getByTestId('chat-widget')).toBeInTheDocument();
    expect(chatButton()).toHaveAttribute('aria-expanded', 'false');
    const dialog = openChat();
    expect(dialog).toHaveAttribute('aria-modal', 'false');
    expect(chatButton()).toHaveAttribute('aria-expanded', 'true');
    expect(screen.getByRole('log')).toHaveAttribute('aria-live', 'polite');
    expect(messages()).toHaveLength(1);
    expect(messages()[0]).toHaveTextContent(greeting);
    expect(input()).toHaveFocus();
    expect(chips().map((chip) => chip.textContent)).toEqual(quickReplies.map((reply) => reply.text));
  });

  it('the open panel has its own Exit this page, as on a phone it may cover the page’s bar', () => {
    renderChat();
    const dialog = openChat();
    const exit = within(dialog).getByRole('button', { name: 'Emergency Exit this page' });
    expect(exit).toHaveAttribute('data-quick-exit');
    expect(exit).toHaveAttribute('href', siteConfig.quickExitUrl);
  });

  it('closes on Escape, returns focus to the button, and keeps the conversation without a second greeting', () => {
    renderChat();
    openChat();
    fireEvent.keyDown(input(), { key: 'Escape' });
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(chatButton()).toHaveFocus();
    openChat();
    expect(messages()).toHaveLength(1);
    fireEvent.click(within(screen.getByRole('dialog')).getByRole('button', { name: 'Close chat' }));
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(chatButton()).toHaveFocus();
  });

  it('never sends an empty or whitespace-only message', () => {
    renderChat();
    openChat();
    typeAndSend('');
    typeAndSend('    ');
    advance(5000);
    expect(messages()).toHaveLength(1);
    expect(screen.queryByTestId('typing-indicator')).not.toBeInTheDocument();
  });

  it('replies to a typed message after a random 1000-3000 ms, with a typing indicator meanwhile', () => {
    renderChat(() => 0.25); // 1000 + 0.25 * 2000 = 1500 ms
    openChat();
    typeAndSend('  Rafiki, what is that? ');
    expect(messages()).toHaveLength(2);
    expect(messages()[1]).toHaveTextContent('Rafiki, what is that?');
    expect(input()).toHaveValue('');
    expect(screen.getByTestId('typing-indicator')).toBeInTheDocument();
    advance(1499);
    expect(messages()).toHaveLength(2);
    advance(1);
    expect(messages()).toHaveLength(3);
    expect(messages()[2]).toHaveTextContent(cannedReplies[3]!.response);
    expect(screen.queryByTestId('typing-indicator')).not.toBeInTheDocument();
  });

  it('submits with Enter', async () => {
    const user = userEvent.setup();
    renderChat(() => 0);
    openChat();
    await user.type(input(), 'hello there{Enter}');
    expect(messages()).toHaveLength(2);
    advance(1000);
    expect(messages()[2]).toHaveTextContent(`${helplineWords.phrase} on ${siteConfig.helplineDisplay}`);
  });

  it('answers a quick reply after 1500 ms and hides the chips once there are more than 2 messages', () => {
    renderChat(() => 0); // a typed reply would come after 1000 ms; quick replies always take 1500
    openChat();
    fireEvent.click(screen.getByRole('button', { name: quickReplies[2]!.text }));
    expect(messages()).toHaveLength(2);
    expect(chips()).toHaveLength(3);
    advance(1499);
    expect(messages()).toHaveLength(2);
    advance(1);
    expect(messages()[2]).toHaveTextContent(quickReplies[2]!.response);
    expect(chips()).toHaveLength(0);
  });

  it('shows the sparkle badge every 30 s for 2 s', () => {
    renderChat();
    expect(screen.queryByTestId('chat-sparkle')).not.toBeInTheDocument();
    advance(29_999);
    expect(screen.queryByTestId('chat-sparkle')).not.toBeInTheDocument();
    advance(1);
    expect(screen.getByTestId('chat-sparkle')).toBeInTheDocument();
    advance(1999);
    expect(screen.getByTestId('chat-sparkle')).toBeInTheDocument();
    advance(1);
    expect(screen.queryByTestId('chat-sparkle')).not.toBeInTheDocument();
    advance(28_000);
    expect(screen.getByTestId('chat-sparkle')).toBeInTheDocument();
  });

  it('posts an encouragement 3 s after the tick when the 30% chance hits and there are more than 2 messages', () => {
    // 0.29 is inside the 30% chance; 0.5 picks the fourth of the six encouragements.
    renderChat(randomSequence(0.29, 0.5));
    haveAShortConversation();
    advance(30_000 - 1500 + 2999);
    expect(messages()).toHaveLength(3);
    advance(1);
    expect(messages()).toHaveLength(4);
    expect(messages()[3]).toHaveTextContent(encouragements[3]!);
  });

  it('posts no encouragement when the chance misses', () => {
    renderChat(() => 0.3);
    haveAShortConversation();
    advance(120_000);
    expect(messages()).toHaveLength(3);
  });

  it('posts no encouragement with 2 messages or fewer', () => {
    const random = vi.fn(() => 0);
    renderChat(random);
    openChat();
    advance(120_000);
    expect(messages()).toHaveLength(1);
    expect(random).not.toHaveBeenCalled();
  });
});
