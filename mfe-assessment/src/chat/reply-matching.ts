/**
 * How the helper picks a reply: by the first word of the visitor's text, case
 * aside, with a fallback that mentions the helpline. One addition for safety: a message that
 * speaks of suicide, self-harm or danger anywhere (the shared risk rules) gets the help reply,
 * whatever its first word, so that "I want to end my life" is never answered with the fallback.
 */
import { cannedReplies, crisisResponse, fallbackResponse, type CannedReply } from './chat-script';
import type { SpeaksOfDanger } from './crisis-rules';

/** The first word, lower case, without punctuation ("Assessment:" → "assessment"). */
export function firstWordOf(text: string): string {
  const [first = ''] = text.trim().split(/\s+/);
  return first.toLowerCase().replace(/[^\p{L}\p{N}]/gu, '');
}

export function cannedReplyFor(text: string, replies: readonly CannedReply[] = cannedReplies): CannedReply | undefined {
  const word = firstWordOf(text);
  return word === '' ? undefined : replies.find((reply) => reply.keywords.includes(word));
}

/**
 * The helper's answer to a typed message. `speaksOfDanger` is the shared risk rules (a text's
 * tier is not `none`): the same rules the api uses to triage contact messages, so both recognise
 * the same wording in English, Kiswahili and Sheng.
 */
export function replyTo(text: string, speaksOfDanger: SpeaksOfDanger): string {
  if (speaksOfDanger(text)) return crisisResponse;
  return cannedReplyFor(text)?.response ?? fallbackResponse;
}
