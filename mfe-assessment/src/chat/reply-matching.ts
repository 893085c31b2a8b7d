/**
 * How the helper picks a reply (public §9): by the first word of the visitor's text, case
 * aside, with a fallback that mentions the helpline. One addition for safety: a message that
 * speaks of suicide or self-harm anywhere gets the help reply, whatever its first word, so that
 * "I want to end my life" is never answered with the generic fallback.
 */
import { cannedReplies, crisisResponse, fallbackResponse, type CannedReply } from './chat-script';

/** The first word, lower case, without punctuation ("Assessment:" → "assessment"). */
export function firstWordOf(text: string): string {
  const [first = ''] = text.trim().split(/\s+/);
  return first.toLowerCase().replace(/[^\p{L}\p{N}]/gu, '');
}

// English and Swahili phrases about ending one's life or self-harm.
const crisisLanguage =
  /\b(suicid\w*|kill(ing)? my ?self|end(ing)? (my life|it all)|take my (own )?life|(want|wanna|going) to die|wanna die|don'?t want to (live|be alive)|self[- ]?harm\w*|hurt(ing)? my ?self|cut(ting)? my ?self|kujiua|nataka kufa|kujidhuru)\b/i;

export const mentionsCrisis = (text: string): boolean => crisisLanguage.test(text);

export function cannedReplyFor(text: string, replies: readonly CannedReply[] = cannedReplies): CannedReply | undefined {
  const word = firstWordOf(text);
  return word === '' ? undefined : replies.find((reply) => reply.keywords.includes(word));
}

/** The helper's answer to a typed message. */
export function replyTo(text: string): string {
  if (mentionsCrisis(text)) return crisisResponse;
  return cannedReplyFor(text)?.response ?? fallbackResponse;
}
