import { RISK_REASONS, type RiskReason } from '../contract/contact-triage';
import { assessContactMessage, assessText, REASON_ORDER, RISK_RULES_VERSION } from './index';

const level = (text: string) => assessText(text).level;
const reasons = (text: string) => assessText(text).reasons;

/** Examples of each category: a high one among the message's reasons, an elevated one alone. */
type Example = [reason: RiskReason, text: string];
const HIGH_EXAMPLES: Example[] = [
  ['intent', 'I want to kill myself'],
  ['intent', 'nataka kujiua'],
  ['intent', 'Sitaki kuishi tena'],
  ['intent', 'nadai ku-die'],
  ['means', 'I took all my pills'],
  ['means', 'nimekunywa sumu ya panya'],
  ['means', 'I bought rat poison'],
  ['means', 'nimenunua kamba'],
  ['means', 'I am going to jump off the bridge'],
  ['plan', 'I have written a note to my family'],
  ['plan', 'nimeandika barua ya mwisho'],
  ['farewell', 'Goodbye everyone, this is my last message'],
  ['farewell', 'kwaheri ya mwisho'],
  ['farewell', 'take care of my mum for me'],
  ['third_party', 'he is going to hang himself'],
  ['third_party', 'my friend took pills'],
  ['third_party', 'rafiki yangu anataka kujiua sasa hivi'],
];
const ELEVATED_EXAMPLES: Example[] = [
  ['self_harm', 'I cut myself'],
  ['self_harm', 'najikata'],
  ['self_harm', 'kujidhuru'],
  ['abuse', 'he beats me'],
  ['abuse', 'ananipiga'],
  ['abuse', 'nilibakwa'],
  ['abuse', 'I experienced sexual abuse'],
  ['hopelessness', 'there is no reason to live'],
  ['hopelessness', 'hakuna maana ya maisha'],
  ['hopelessness', 'nimechoka na maisha'],
  ['burden', 'everyone would be better without me'],
  ['burden', 'mimi ni mzigo'],
  ['worry_other', 'my friend talks about dying'],
  ['worry_other', 'nina wasiwasi kuhusu rafiki yangu'],
];

describe.each([
  ['high', HIGH_EXAMPLES, (reason: RiskReason) => expect.arrayContaining([reason])],
  ['elevated', ELEVATED_EXAMPLES, (reason: RiskReason) => [reason]],
] as const)('%s: each category', (tier, examples, reasonsOf) => {
  it.each(examples)('%s: "%s"', (reason, text) => {
    expect(assessText(text)).toMatchObject({ level: tier, reasons: reasonsOf(reason) });
  });
});

it('adds the plan reason when intent or means comes with a time close at hand', () => {
  expect(reasons('Nataka kujiua leo usiku')).toEqual(['intent', 'plan']);
});

describe('what is not suppressed, and what is kept out', () => {
  it('does not suppress on negation', () => {
    expect(level("I don't want to kill myself but I think about it")).toBe('high');
    expect(level('Sitaki kujiua lakini nawaza')).toBe('high');
  });

  describe.each([
    [
      'an idiom',
      [
        'this exam is killing me',
        'my phone died',
        "I'm dead tired",
        'I could die of embarrassment lol',
        'nimekufa na cheko',
        'nataka kujiunga na boma',
        'My mum is going to kill me when she sees my results',
        'Simu yangu imekufa',
      ],
    ],
    [
      'a prevention or partnership letter',
      [
        'Our school would like a suicide prevention talk for Form 4 students',
        'I am a journalist writing an article about youth suicide',
        'Shirika letu lingependa kushirikiana nanyi kuhusu kuzuia kujiua',
        'We run a GBV awareness programme and would like to partner with you',
      ],
    ],
  ])('keeps %s at none', (_, texts) => {
    it.each(texts)('"%s"', (text) => {
      expect(level(text)).toBe('none');
    });
  });

  it('reads "kufa moyo" as hopelessness at most', () => {
    expect(level('nimekufa moyo')).toBe('elevated');
  });

  it.each([
    'What should I do if a friend is suicidal?',
    'My cousin died by suicide last year and I want to join a grief boma',
    'Tuna kundi la vijana wanaotaka kujifunza kuhusu kujiua',
  ])('reads a bare topic word in a question about others as worry, not a crisis: "%s"', (text) => {
    expect(assessText(text)).toMatchObject({ level: 'elevated', reasons: ['worry_other'] });
  });

  it('still reads the first person inside such a question', () => {
    expect(level('I have suicidal thoughts, what resources do you have?')).toBe('high');
  });

  it('still reads a named person in danger inside a letter from a school', () => {
    expect(level('One of our students told her teacher she wants to kill herself, can you do a talk?')).toBe('high');
  });
});

describe('the assessment', () => {
  it('gives category codes only, in the contract order, and the rules version', () => {
    const result = assessText('Goodbye everyone. I took all my pills and I want to die tonight');
    expect(result.version).toBe(RISK_RULES_VERSION);
    for (const reason of result.reasons) expect(RISK_REASONS).toContain(reason);
    expect(result.reasons).toEqual([...result.reasons].sort((a, b) => RISK_REASONS.indexOf(a) - RISK_REASONS.indexOf(b)));
    expect(JSON.stringify(result)).not.toMatch(/pills|die|goodbye/i);
  });

  it('makes the subject "Crisis Support" high whatever the text, with the subject reason first', () => {
    expect(assessContactMessage({ subject: 'Crisis Support', message: 'Hello' })).toEqual({ level: 'high', reasons: ['subject'], version: RISK_RULES_VERSION });
    expect(assessContactMessage({ subject: 'Crisis Support', message: 'I cut myself' }).reasons).toEqual(['subject', 'self_harm']);
    expect(assessContactMessage({ subject: 'General Inquiry', message: 'How do I join a boma?' }).level).toBe('none');
  });

  it('orders reasons as the contract lists them', () => {
    expect(REASON_ORDER).toEqual(RISK_REASONS.filter((reason) => reason !== 'manual'));
  });

  it('is none for an empty text', () => {
    expect(assessText('')).toEqual({ level: 'none', reasons: [], version: RISK_RULES_VERSION });
  });
});
