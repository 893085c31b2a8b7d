/**
 * What each result band says. The bands are named after animals (Ndege, Twiga, Simba); the
 * words are ours: warm, plain, never a diagnosis, and every band that signals
 * distress points to the helpline. Contact details come from the site configuration, so a
 * deployment's own helpline appears everywhere.
 */
import { helplineWords, siteConfig } from '@tulia/shared/site-config';
import type { ResultBandKey } from './band-rule';

export type BandAnimal = 'Ndege' | 'Twiga' | 'Simba';

export interface ResultBand {
  animal: BandAnimal;
  title: string;
  description: string;
  recommendations: string[];
  nextSteps: string;
  /** The helpline is shown prominently. */
  urgent: boolean;
  /** The 'CRISIS SUPPORT NEEDED' panel is shown first. */
  crisis: boolean;
}

const { helplineDisplay, emergencyNumber, crisisEmail } = siteConfig;

export const resultBands: Record<ResultBandKey, ResultBand> = {
  'ndege-crisis': {
    animal: 'Ndege',
    title: 'You deserve support right now',
    description:
      'Thank you for being honest about something so hard. Thoughts of ending your life can feel overwhelming, but you do not have to face them alone, and with the right support they can ease. Please reach out to someone today, right now if you can.',
    recommendations: [
      `Call ${helplineWords.phrase} on ${helplineDisplay} now. A trained person will listen and help you stay safe.`,
      `If you feel you might act on these thoughts, call emergency services on ${emergencyNumber} or go to your nearest hospital.`,
      'Tell someone you trust how you are feeling, like a parent, relative, friend, teacher or faith leader, and ask them to stay with you.',
      'Move away from anything you could use to hurt yourself, and try not to be alone for now.',
      `If talking feels too hard, write to our crisis team at ${crisisEmail}, but please call if you need help straight away.`,
    ],
    nextSteps:
      'Right now, the most important step is talking to someone. When you are safe, a licensed therapist in the app can help you understand these feelings and work through them with you, at a fee that fits your situation.',
    urgent: true,
    crisis: true,
  },
  ndege: {
    animal: 'Ndege',
    title: "You're carrying a lot right now",
    description:
      'Like a small bird caught in a storm, you may be going through a really tough time: low energy, heavy feelings, or not much support around you. This is not a weakness and it is not your fault. With support things can get lighter, and the sooner you reach out, the better.',
    recommendations: [
      `Talk to someone soon: call ${helplineWords.phrase} on ${helplineDisplay}.`,
      'Book a session with a licensed therapist in the app. Fees are on a sliding scale, so cost should not stop you.',
      'Chat with a Rafiki, a trained peer supporter who understands what young people go through.',
      'Share how you feel with one person you trust this week.',
      'Look after the basics: regular meals, water, rest and a little movement each day.',
    ],
    nextSteps: `Please don't wait for things to get worse. Call the helpline today, or download the app to connect with a therapist or a Rafiki. If you ever have thoughts of harming yourself, call ${helplineDisplay} or emergency services on ${emergencyNumber} straight away.`,
    urgent: true,
    crisis: false,
  },
  twiga: {
    animal: 'Twiga',
    title: 'Finding your balance',
    description:
      'Like a giraffe that sees far ahead, you are managing many things well, while some parts of life are asking for more care. That is very normal, especially with the pressures of school, work, money and family. Small, steady changes can make a real difference.',
    recommendations: [
      'Pick one area from your answers, like sleep or stress, and try one small change this week.',
      'Join a Boma, a support group where young people share what helps them.',
      'Talk things through with a Rafiki whenever you need a listening ear.',
      'Make time for what you enjoy: music, sport, faith or time with friends.',
      'Use the mood tracker in the app to notice what lifts you up and what drains you.',
    ],
    nextSteps: `Download the app to join a Boma or chat with a Rafiki, and take this check-in again in a few weeks to see how you are doing. If things start to feel heavier, ${helplineWords.phrase} on ${helplineDisplay} is always open.`,
    urgent: false,
    crisis: false,
  },
  simba: {
    animal: 'Simba',
    title: 'Standing strong',
    description:
      'Like a lion resting in the sun, you seem to be in a good place right now: you are coping well, you have people around you and you are looking after yourself. Well done. Keep doing what works for you.',
    recommendations: [
      'Keep up the habits that help you: rest, movement, good food and time with people you care about.',
      'Check in with yourself now and then. Everyone has harder seasons, and noticing early helps.',
      'Be there for a friend: sometimes simply listening helps more than you know.',
      'Explore the media library for podcasts, videos and articles that help you keep growing.',
    ],
    nextSteps:
      'Download the app to track your mood and progress, and take this check-in again whenever you like. If life changes, support is always here for you.',
    urgent: false,
    crisis: false,
  },
};
