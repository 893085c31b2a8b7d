import { assessText } from '@tulia/shared/risk';
import { siteConfig } from '@tulia/shared/site-config';
import { EMERGENCY_ADVICE } from '../support/emergency-advice';
import { cannedReplies, crisisResponse, encouragements, fallbackResponse, greeting, quickReplies } from './chat-script';
import { botReplyDelay, randomIndex } from './chat-timing';
import { loadCrisisRules, type SpeaksOfDanger } from './crisis-rules';
import { firstWordOf, replyTo as replyWith } from './reply-matching';

// The rules the chat downloads when it is opened.
let mentionsCrisis: SpeaksOfDanger = () => {
  throw new Error('the crisis rules are not loaded');
};
beforeAll(async () => {
  mentionsCrisis = await loadCrisisRules();
});
const replyTo = (text: string) => replyWith(text, mentionsCrisis);

describe('chat script', () => {
  it('has 5 canned replies, 6 encouragements, and the first 3 prompts as quick replies', () => {
    expect(cannedReplies).toHaveLength(5);
    expect(encouragements).toHaveLength(6);
    expect(quickReplies).toEqual(cannedReplies.slice(0, 3).map((reply) => ({ text: reply.prompt, response: reply.response })));
  });

  it('mentions the helpline in the greeting and the fallback', () => {
    expect(greeting).toContain(siteConfig.helplineDisplay);
    expect(fallbackResponse).toContain(siteConfig.helplineDisplay);
  });

  it('offers help, with the helpline and the emergency advice, among the quick replies', () => {
    const help = quickReplies.find((reply) => reply.response === crisisResponse);
    expect(help).toBeDefined();
    expect(crisisResponse).toContain(siteConfig.helplineDisplay);
    expect(crisisResponse).toContain(EMERGENCY_ADVICE);
  });
});

describe('reply matching', () => {
  it('takes the first word, lower case, without punctuation', () => {
    expect(firstWordOf('  Assessment: how does it work?')).toBe('assessment');
    expect(firstWordOf('RAFIKIS?')).toBe('rafikis');
    expect(firstWordOf('   ')).toBe('');
  });

  it.each(cannedReplies.map((reply) => [reply.prompt, reply.response]))('answers the prompt "%s" with its canned reply', (prompt, response) => {
    expect(replyTo(prompt)).toBe(response);
  });

  it('matches by the first word, whatever its case', () => {
    const therapy = cannedReplies[1]!;
    expect(replyTo('THERAPY costs?')).toBe(therapy.response);
    expect(replyTo('therapist near Nairobi')).toBe(therapy.response);
    expect(replyTo('boma for grief')).toBe(cannedReplies[4]!.response);
  });

  it('matches only the first word: a keyword later in the text gets the fallback', () => {
    expect(replyTo('Tell me about therapy')).toBe(fallbackResponse);
    expect(replyTo('hello')).toBe(fallbackResponse);
  });

  it('answers any mention of suicide or self-harm with the help reply, whatever the first word', () => {
    for (const text of ['I want to end my life', 'sometimes i think about suicide', 'I keep hurting myself', 'Nataka kufa']) {
      expect(mentionsCrisis(text), text).toBe(true);
      expect(replyTo(text), text).toBe(crisisResponse);
    }
    expect(mentionsCrisis('I feel tired after school')).toBe(false);
  });

  it('recognises the wording the contact triage recognises: Kiswahili, Sheng, misspellings, means', () => {
    for (const text of [
      'nataka kujiuaaaa',
      'Nadai ku-die leo',
      'i want to commit sucide',
      'k1ll mys3lf',
      'I took all my mums pills',
      'najikata mikono',
      'Sitaki kuishi tena',
    ]) {
      expect(mentionsCrisis(text), text).toBe(assessText(text).level !== 'none');
      expect(replyTo(text), text).toBe(crisisResponse);
    }
  });

  it('keeps everyday idioms and joining a group on their canned or fallback reply', () => {
    for (const text of ['this exam is killing me', 'my phone died', 'nimekufa na cheko', 'I want to join a boma']) {
      expect(mentionsCrisis(text), text).toBe(false);
    }
    expect(replyTo('boma: nataka kujiunga')).toBe(cannedReplies[4]!.response);
  });
});

describe('chat timing', () => {
  it('delays a typed reply between 1000 and 3000 ms', () => {
    expect(botReplyDelay(() => 0)).toBe(1000);
    expect(botReplyDelay(() => 0.5)).toBe(2000);
    expect(botReplyDelay(() => 0.99999)).toBe(3000);
  });

  it('picks an index within the list', () => {
    expect(randomIndex(() => 0, 6)).toBe(0);
    expect(randomIndex(() => 0.99999, 6)).toBe(5);
  });
});
