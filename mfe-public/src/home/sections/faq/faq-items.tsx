import { Link } from '@tulia/shared/chakra';
import { helplineWords, siteConfig } from '@tulia/shared/site-config';
import type { ReactNode } from 'react';
import { Link as RouterLink } from '@tulia/shared/router';
import { crisisEmailHref, emergencyHref, helplineHref } from '../../../common/contact-links';

export interface FaqItem {
  question: string;
  answer: ReactNode;
}

const inlineLink = { color: 'brand.700', fontWeight: 'semibold', textDecoration: 'underline' } as const;

// Ten questions, on these topics in this order: what the product is, privacy,
// cost, matching, immediate help, Rafikis, anonymity, differentiation, when to need therapy,
// affordability.
export const faqItems: readonly FaqItem[] = [
  {
    question: 'What is Tulia?',
    answer:
      'Tulia is a mental wellness app and website for young people in Kenya, run by a non-profit. In one place you can talk to licensed therapists, chat with trained peer supporters called Rafikis, join topic-based support groups called Bomas, explore podcasts, videos, articles and art, and use simple tools to check in with yourself and follow your progress.',
  },
  {
    question: 'Is my information private?',
    answer: (
      <>
        Yes. We look after your data under Kenya&apos;s Data Protection Act, 2019, and we never sell it. What you share with a therapist stays confidential. The
        free assessment on this website runs entirely on your device, so your answers are never sent to us. Our{' '}
        <Link asChild {...inlineLink}>
          <RouterLink to="/privacy-policy">Privacy Policy</RouterLink>
        </Link>{' '}
        explains everything in plain words.
      </>
    ),
  },
  {
    question: 'How much does Tulia cost?',
    answer:
      'Most of Tulia is free: the assessment, Rafikis, Bomas, the media library and the wellness tools. Only sessions with licensed therapists are paid. Their fees follow a sliding scale based on what you can afford, and some insurance plans can help cover them.',
  },
  {
    question: 'How do you match me with a therapist, Rafiki or Boma?',
    answer:
      'When you sign up, a brief wellness check-in helps us understand what you are going through and what kind of support you would like. We use it, together with the preferences you tell us, to suggest a therapist, a Rafiki or a Boma that fits. If a match does not feel right, you can ask for another one at any time.',
  },
  {
    question: 'What if I need help right now?',
    answer: (
      <>
        Please don&apos;t wait. Call {helplineWords.phrase} on{' '}
        <Link href={helplineHref} {...inlineLink}>
          {siteConfig.helplineDisplay}
        </Link>
        . If you are in immediate danger, call emergency services on{' '}
        <Link href={emergencyHref} {...inlineLink}>
          {siteConfig.emergencyNumber}
        </Link>{' '}
        or go to your nearest hospital. You can also write to{' '}
        <Link href={crisisEmailHref} {...inlineLink}>
          {siteConfig.crisisEmail}
        </Link>
        , but when things are urgent, a call is the fastest way to reach someone.
      </>
    ),
  },
  {
    question: 'Who are the Rafikis?',
    answer:
      'Rafiki means friend in Swahili. Rafikis are trained peer supporters: young people who have learned to listen well, support you without judgement and help you find further care when you need it. They are not therapists, and they will tell you honestly when a professional could help you more.',
  },
  {
    question: 'Can I stay anonymous?',
    answer:
      'Yes. You can use Tulia with a nickname, and you do not need to give your real name or phone number to talk to a Rafiki, join a Boma or use the tools. We only ask for contact details when you book a therapy session, so that your therapist can reach you.',
  },
  {
    question: 'How is Tulia different from other apps?',
    answer:
      'Tulia was built in Kenya, for young people here, by an organisation that has supported communities since 2016. Instead of one single service, it offers layers of care that work together: tools for everyday wellbeing, peers who understand, groups where you belong and professionals when you need them. And most of it is free.',
  },
  {
    question: 'How do I know if I need therapy?',
    answer:
      'There is no wrong reason to talk to someone. Therapy can help when feelings like sadness, worry or anger last for weeks, get in the way of school, work, sleep or relationships, or when you have been through something painful such as a loss or a trauma. The free assessment can help you reflect on how you are doing, and a Rafiki can talk it through with you.',
  },
  {
    question: "What if I can't afford therapy?",
    answer: (
      <>
        Money should not stand between you and care. Therapy fees follow a sliding scale, some insurance plans can help, and everything else on Tulia (Rafikis,
        Bomas, the media library and the wellness tools) is free. If cost worries you,{' '}
        <Link asChild {...inlineLink}>
          <RouterLink to="/contact">tell us</RouterLink>
        </Link>{' '}
        and we will help you find an option that works.
      </>
    ),
  },
];
