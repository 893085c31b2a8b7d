/**
 * Everything the scripted chat helper says (a greeting, 5 canned replies matched by
 * the first word, a fallback that mentions the helpline, 6 encouragements). The helper is a
 * script, not a counsellor: it points to people who can help, and whenever distress could be
 * in play it gives the helpline and the emergency advice.
 */
import { helplineWords, siteConfig } from '@tulia/shared/site-config';
import { EMERGENCY_ADVICE } from '../support/emergency-advice';
import type { QuickReply } from './chat-message';

export interface CannedReply {
  /** The prompt offered as a quick reply; its first word is one of `keywords`. */
  prompt: string;
  /** First words (lower case, no punctuation) that bring this reply. */
  keywords: readonly string[];
  response: string;
}

const { productName, helplineDisplay, emergencyNumber, crisisEmail, supportEmail } = siteConfig;

export const greeting = `Habari! I'm the ${productName} helper. I can tell you about our free wellness assessment, therapy, Rafikis and Bomas. What's on your mind? If you need to talk to someone right now, call ${helplineWords.phrase} on ${helplineDisplay}.`;

/** The reply to a request for help; also given whenever a message speaks of self-harm. */
const helpResponse = `I'm really glad you reached out. Please call ${helplineWords.phrase} on ${helplineDisplay} now: a real person will listen and help. ${EMERGENCY_ADVICE} (In Kenya, dial ${emergencyNumber}.) If talking feels too hard, you can also write to ${crisisEmail}.`;

/** In this order: the first three are the quick replies. */
export const cannedReplies: readonly CannedReply[] = [
  {
    prompt: 'Assessment: how does it work?',
    keywords: ['assessment', 'test', 'quiz', 'checkin', 'check'],
    response:
      'Our free wellness assessment has 18 short questions and takes about 2 minutes. Your answers stay on your phone or computer: nothing is sent to us. At the end you get a result with ideas for next steps. Choose Take Assessment in the menu whenever you are ready.',
  },
  {
    prompt: 'Therapy: how can I see a therapist?',
    keywords: ['therapy', 'therapist', 'therapists', 'counselling', 'counseling', 'counsellor', 'counselor'],
    response:
      'Our licensed therapists offer CBT, trauma-informed care and grief support. You book a session in the app. Therapy is the only paid service, with sliding-scale fees and some insurance accepted, and your contact details are only needed when you book.',
  },
  {
    prompt: 'Help: I need to talk to someone now',
    keywords: ['help', 'crisis', 'emergency', 'urgent', 'sos', 'saidia', 'msaada'],
    response: helpResponse,
  },
  {
    prompt: 'Rafikis: who are they?',
    keywords: ['rafiki', 'rafikis', 'peer', 'friend'],
    response:
      'Rafikis are trained peer supporters: people who listen without judging and help you find your next step. Chatting with a Rafiki in the app is free, and you can stay anonymous.',
  },
  {
    prompt: 'Bomas: what are the support groups?',
    keywords: ['boma', 'bomas', 'group', 'groups', 'community'],
    response:
      'Bomas are small support groups on topics like stress, grief or relationships, led by peers and guided by mental health champions. Joining is free, and you can take part anonymously in the app.',
  },
];

/** The first 3 canned prompts, offered as chips at the start of a conversation. */
export const quickReplies: readonly QuickReply[] = cannedReplies.slice(0, 3).map(({ prompt, response }) => ({ text: prompt, response }));

export const crisisResponse = helpResponse;

export const fallbackResponse = `Thanks for sharing that. I'm a simple helper, so I can only answer a few things: the assessment, therapy, Rafikis, Bomas, or getting help. To talk to a real person, call ${helplineWords.phrase} on ${helplineDisplay} or write to ${supportEmail}.`;

export const encouragements: readonly string[] = [
  'Taking a moment to check in with yourself takes courage. Well done.',
  'Small steps count. A glass of water, a short walk or a chat with a friend can all help.',
  "You don't have to have everything figured out today. One step at a time is enough.",
  'Your feelings are valid, and you deserve support. Pole pole, we get there together.',
  'Try this: breathe in for four, hold for four, breathe out for four. You are doing well.',
  'Reaching out is a sign of strength, not weakness. We are glad you are here.',
];
