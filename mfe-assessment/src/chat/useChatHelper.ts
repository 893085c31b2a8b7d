/**
 * The chat helper's conversation: a greeting on first open, bot
 * replies after a delay with a typing indicator, quick replies at the start, and the sparkle /
 * encouragement tick every 30 s. Timers and randomness are injected so tests control them.
 * Messages stay in this state: nothing is stored or sent (docs/decisions.md, "Assessment and chat
 * helper (mfe-assessment)"). The widget lives across public pages, so the quick exit forgets the
 * transcript at once.
 */
import { onQuickExit } from '@tulia/shared/safety';
import { useCallback, useEffect, useRef, useState } from 'react';
import type { Clock, RandomSource } from '../timing/clock';
import { useScheduler } from '../timing/useScheduler';
import type { ChatMessage, QuickReply } from './chat-message';
import { crisisResponse, encouragements, greeting, quickReplies } from './chat-script';
import {
  ENCOURAGEMENT_CHANCE,
  ENCOURAGEMENT_DELAY_MS,
  ENCOURAGEMENT_MIN_MESSAGES,
  QUICK_REPLIES_MAX_MESSAGES,
  QUICK_REPLY_DELAY_MS,
  SPARKLE_INTERVAL_MS,
  SPARKLE_VISIBLE_MS,
  botReplyDelay,
  randomIndex,
} from './chat-timing';
import { crisisRules, loadCrisisRules } from './crisis-rules';
import { replyTo } from './reply-matching';

export interface ChatHelper {
  isOpen: boolean;
  messages: ChatMessage[];
  isTyping: boolean;
  /** The sparkle badge on the chat button, shown for 2 s every 30 s. */
  showSparkle: boolean;
  /** Quick-reply chips to offer now (none once the conversation has more than 2 messages). */
  quickReplies: readonly QuickReply[];
  open(): void;
  close(): void;
  /** Sends a typed message; false (and nothing sent) when it is empty or only spaces. */
  send(text: string): boolean;
  sendQuickReply(reply: QuickReply): void;
}

export function useChatHelper(clock: Clock, random: RandomSource): ChatHelper {
  const [isOpen, setIsOpen] = useState(false);
  const [messages, setMessages] = useState<ChatMessage[]>([]);
  const [pendingReplies, setPendingReplies] = useState(0);
  const [showSparkle, setShowSparkle] = useState(false);
  const scheduler = useScheduler(clock);
  const nextId = useRef(1);
  const greeted = useRef(false);
  // Which conversation a late reply belongs to: one for a forgotten conversation is dropped.
  const conversation = useRef(0);
  // The 30 s tick reads the current count without restarting its interval on every message.
  const messageCount = useRef(0);
  useEffect(() => {
    messageCount.current = messages.length;
  }, [messages.length]);

  useEffect(
    () =>
      onQuickExit(() => {
        conversation.current += 1;
        greeted.current = false;
        setMessages([]);
        setPendingReplies(0);
        setIsOpen(false);
      }),
    [],
  );

  const post = useCallback(
    (text: string, isBot: boolean, sparkles = false) => {
      const message: ChatMessage = { id: `chat-${nextId.current++}`, text, isBot, timestamp: clock.now(), sparkles };
      setMessages((current) => [...current, message]);
    },
    [clock],
  );

  const replyLater = useCallback(
    (reply: string | Promise<string>, delay: number) => {
      setPendingReplies((count) => count + 1);
      const of = conversation.current;
      const deliver = (text: string) => {
        if (of !== conversation.current) return;
        setPendingReplies((count) => count - 1);
        post(text, true);
      };
      // A reply still waiting for the risk rules keeps the typing indicator until it can be given.
      scheduler.schedule(() => (typeof reply === 'string' ? deliver(reply) : void reply.then(deliver)), delay);
    },
    [post, scheduler],
  );

  useEffect(() => {
    const tick = clock.setInterval(() => {
      setShowSparkle(true);
      scheduler.schedule(() => setShowSparkle(false), SPARKLE_VISIBLE_MS);
      if (messageCount.current > ENCOURAGEMENT_MIN_MESSAGES && random() < ENCOURAGEMENT_CHANCE) {
        const encouragement = encouragements[randomIndex(random, encouragements.length)] as string;
        const of = conversation.current;
        scheduler.schedule(() => {
          if (of === conversation.current) post(encouragement, true, true);
        }, ENCOURAGEMENT_DELAY_MS);
      }
    }, SPARKLE_INTERVAL_MS);
    return () => clock.clearInterval(tick);
  }, [clock, post, random, scheduler]);

  return {
    isOpen,
    messages,
    isTyping: pendingReplies > 0,
    showSparkle,
    quickReplies: messages.length <= QUICK_REPLIES_MAX_MESSAGES ? quickReplies : [],
    open() {
      setIsOpen(true);
      void loadCrisisRules().catch(() => undefined);
      if (greeted.current) return;
      greeted.current = true;
      post(greeting, true);
    },
    close() {
      setIsOpen(false);
    },
    send(text) {
      const trimmed = text.trim();
      if (trimmed === '') return false;
      post(trimmed, false);
      const rules = crisisRules();
      // Rules that cannot be downloaded (offline before the chat was ever opened online): the
      // help reply, with the helpline and the emergency advice, is the safe answer to anything.
      const reply = rules
        ? replyTo(trimmed, rules)
        : loadCrisisRules().then(
            (loaded) => replyTo(trimmed, loaded),
            () => crisisResponse,
          );
      replyLater(reply, botReplyDelay(random));
      return true;
    },
    sendQuickReply(reply) {
      post(reply.text, false);
      replyLater(reply.response, QUICK_REPLY_DELAY_MS);
    },
  };
}
