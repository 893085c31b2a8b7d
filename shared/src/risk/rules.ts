/**
 * The rules: each category's phrase list compiled once, read over the normalised text with the
 * idioms taken out. A message is `high` when any high category matches, `elevated` when only an
 * elevated one does. Nothing is suppressed for a negation ("I don't want to die" is still read):
 * a missed crisis costs more than a false flag.
 */
import type { RiskLevel, RiskReason } from '../contract/contact-triage';
import { ABOUT_OTHERS, OTHER_PERSON, PREVENTION_CONTEXT, TIME_NEAR } from './context';
import { IDIOMS } from './idioms';
import { normalise, squeeze } from './normalise';
import type { PhraseList } from './phrase-list';
import { ABUSE, BURDEN, HOPELESSNESS, SELF_HARM, WORRY_OTHER } from './phrases-elevated';
import { FAREWELL, INTENT, MEANS, PLAN, THIRD_PARTY } from './phrases-high';
import { SCORE_CUES, scoreFamilies, type Family } from './score';
import {
  ACCIDENT,
  AFTER_DEATH,
  ATTEMPT_AGAIN,
  BEREAVEMENT,
  BLEEDING,
  BLEEDING_BENIGN,
  BODY_TARGET,
  CHEMICALS,
  DATE_PICKED,
  DEATH_SELF,
  DEATH_WORDS,
  DECIDED_RAW,
  DISTRESS_WORDS,
  DOING_IT,
  DRINKING,
  ENDING_WORDS,
  FAREWELL_WORDS,
  FUTURE_ABSENCE,
  MEANS_WORDS,
  NO_CONTROL,
  OTHER_NOW,
  OWN_DEATH,
  PLACE_WORDS,
  TAKING_NOW,
  UNREACHABLE,
  WEAPON,
} from './signals';

/** The phrase lists are written in plain spelling; text and phrases are squeezed alike. Escapes ("\\w") are kept. */
function squeezeSource(source: string): string {
  return source.replace(/\\.|([a-z])\1+/g, (match, letter: string | undefined) => letter ?? match);
}

/** Alternatives matched as whole words. */
export function compile(sources: readonly string[], flags = ''): RegExp | null {
  if (sources.length === 0) return null;
  return new RegExp(`\\b(?:${sources.map(squeezeSource).join('|')})\\b`, flags);
}

interface Category {
  reason: RiskReason;
  level: Exclude<RiskLevel, 'none'>;
  strong: RegExp | null;
  topic: RegExp | null;
}

const category = (reason: RiskReason, level: Category['level'], list: PhraseList): Category => ({
  reason,
  level,
  strong: compile(list.strong),
  topic: compile(list.topic),
});

const CATEGORIES: readonly Category[] = [
  category('intent', 'high', INTENT),
  category('means', 'high', MEANS),
  category('plan', 'high', PLAN),
  category('farewell', 'high', FAREWELL),
  category('third_party', 'high', THIRD_PARTY),
  category('self_harm', 'elevated', SELF_HARM),
  category('abuse', 'elevated', ABUSE),
  category('hopelessness', 'elevated', HOPELESSNESS),
  category('burden', 'elevated', BURDEN),
  category('worry_other', 'elevated', WORRY_OTHER),
];

const IDIOM_PATTERNS = IDIOMS.map(([pattern, replacement]) => [compile([pattern], 'g') ?? /$^/g, squeeze(replacement)] as const);
const PREVENTION = compile(PREVENTION_CONTEXT);
const ASKING_ABOUT_OTHERS = compile(ABOUT_OTHERS);
const OTHER = compile(OTHER_PERSON);
const NEAR = compile(TIME_NEAR);
const MEANS_WORD = compile(MEANS_WORDS);
const PLACE_WORD = compile(PLACE_WORDS);
const DISTRESS = compile([...DISTRESS_WORDS, ...NO_CONTROL]);
const DISTRESSES = compile([...DISTRESS_WORDS, ...NO_CONTROL], 'g') ?? /$^/g;
const ENDINGS = compile([...ENDING_WORDS, ...FUTURE_ABSENCE], 'g') ?? /$^/g;
const FAREWELL_WORD = compile([...FAREWELL_WORDS, ...AFTER_DEATH]);
const DEATH = compile(DEATH_WORDS);
const MY_DEATH = compile(OWN_DEATH);
const DEATH_OF_SELF = compile(DEATH_SELF);
const BEREAVED = compile(BEREAVEMENT);
const OTHER_ACTING_NOW = compile([...OTHER_NOW, ...UNREACHABLE]);
const UNCONTROLLED = compile(NO_CONTROL);
const BLEEDS = compile(BLEEDING);
const BENIGN_BLEEDING = compile(BLEEDING_BENIGN);
const ACCIDENTAL = compile(ACCIDENT);
const AGAIN = compile(ATTEMPT_AGAIN);
const WEAPONS = compile(WEAPON);
const TARGET = compile(BODY_TARGET);
const CHEMICAL = compile(CHEMICALS);
const DRINKS = compile(DRINKING);
const TAKING = compile(TAKING_NOW);
const DO_IT = compile(DOING_IT);
const DATE = compile(DATE_PICKED);

const CUES = SCORE_CUES.map(([family, , source]) => [family, compile([source], 'g') ?? /$^/g] as const);
/** The score at which a message with no other reason is at least `elevated`. */
export const SCORE_ELEVATED = 3;
/** The score at which a message speaking of an ending, death, a means or a place is `high`. */
export const SCORE_HIGH = 4;

/** The families of weak cues present, and their weighted sum (score.ts). */
export function distressScore(readable: string): { families: Set<Family>; score: number } {
  const families = new Set<Family>();
  let extra = 0;
  for (const [family, pattern] of CUES) {
    const found = new Set(readable.match(pattern) ?? []);
    if (found.size > 0) families.add(family);
    // Distress cues are weak one by one: each distinct one counts (up to three); two endings count twice.
    if (family === 'distress') extra += Math.max(0, Math.min(found.size, 3) - 1);
    if (family === 'ending' && found.size > 1) extra += 2;
  }
  return { families, score: scoreFamilies(families) + extra };
}

/**
 * The weighted score (score.ts) as a last reading: at least `elevated` from SCORE_ELEVATED, with
 * the category of its strongest cue; `high` from SCORE_HIGH when death, an ending, a means or a
 * place is among the cues and the message is not only about abuse or harm to the body.
 */
function scoredReasons(readable: string, found: Set<RiskReason>, aboutOthers: boolean): RiskReason[] {
  if (matches(BEREAVED, readable) && !matches(MY_DEATH, readable)) return [];
  const { families, score } = distressScore(readable);
  const other = matches(OTHER, readable);
  const reasons: RiskReason[] = [];
  const lethal = (['death', 'ending', 'means', 'place', 'decided'] as const).filter((family) => families.has(family)).length;
  const endingOnly = families.has('ending') && score >= SCORE_HIGH;
  const meansNow = (families.has('means') || families.has('place')) && families.has('time');
  if (score >= SCORE_HIGH && (lethal >= 2 || endingOnly || meansNow) && !families.has('abuse') && !aboutOthers) reasons.push(families.has('means') ? 'means' : 'intent');
  const distressOnly = families.size === 1 && families.has('distress');
  const enough = (score >= SCORE_ELEVATED && (families.size >= 2 || families.has('abuse') || endingOnly)) || (distressOnly && score >= SCORE_ELEVATED - 1);
  if (enough && found.size === 0) {
    reasons.push(families.has('abuse') ? 'abuse' : families.has('body') ? 'self_harm' : other || aboutOthers ? 'worry_other' : 'hopelessness');
  }
  return reasons;
}

/** The normalised text with everyday figures of speech taken out. */
export function readableText(text: string): string {
  return IDIOM_PATTERNS.reduce((current, [pattern, replacement]) => current.replace(pattern, replacement), normalise(text));
}

export interface RuleResult {
  level: RiskLevel;
  reasons: RiskReason[];
}

const HIGH_REASONS = new Set<RiskReason>(CATEGORIES.filter((c) => c.level === 'high').map((c) => c.reason));

const matches = (pattern: RegExp | null, text: string): boolean => pattern !== null && pattern.test(text);

/**
 * Words that are dangerous together rather than alone (signals.ts): a means with any distress, an
 * ending with any distress, a farewell or a decision with any distress, someone else holding a
 * means or saying goodbye now. Not read in a prevention letter. In a question about others, they
 * are worry about someone (`elevated`) unless someone is acting now.
 */
function combinedSignals(text: string, readable: string, found: Set<RiskReason>, aboutOthers: boolean): RiskReason[] {
  const means = matches(MEANS_WORD, readable);
  const place = matches(PLACE_WORD, readable);
  const endings = new Set(readable.match(ENDINGS) ?? []).size;
  const ending = endings > 0;
  const farewell = matches(FAREWELL_WORD, readable);
  const again = matches(AGAIN, readable);
  const decided = DECIDED_RAW.test(text) || matches(DATE, readable) || again;
  // The writer's own death to come is never a bereavement, whatever pet or grandparent is named beside it.
  const death = (matches(DEATH, readable) && !matches(BEREAVED, readable)) || matches(MY_DEATH, readable);
  const elevatedFound = [...found].length > 0;
  const distress = elevatedFound || matches(DISTRESS, readable);
  const other = matches(OTHER, readable);
  const high: RiskReason[] = [];
  const taking = matches(TAKING, readable);
  const accident = matches(ACCIDENTAL, readable);
  if (matches(BLEEDS, readable) && !matches(BENIGN_BLEEDING, readable) && !accident) high.push('means');
  if (matches(WEAPONS, readable) && matches(TARGET, readable) && !accident) high.push('means');
  if (matches(CHEMICAL, readable) && matches(DRINKS, readable)) high.push('means');
  if (matches(UNCONTROLLED, readable) && (means || place || death || ending)) high.push(means || place ? 'means' : 'intent');
  if (again && (means || place || death || ending || distress)) high.push('plan');
  if (means && (distress || ending || farewell || death || decided || taking)) high.push('means');
  if (place && (ending || farewell || death || (distress && taking))) high.push('means');
  if (matches(DO_IT, readable) && (matches(NEAR, readable) || decided || farewell || means)) high.push('plan');
  if (ending && (distress || farewell || death || decided || endings > 1)) high.push('intent');
  if ((farewell || decided) && (distress || death)) high.push(farewell ? 'farewell' : 'plan');
  if (decided && (ending || means)) high.push('plan');
  const actingNow = other && matches(OTHER_ACTING_NOW, readable) && (means || farewell || matches(DEATH_OF_SELF, readable) || (ending && distress));
  if (actingNow) return [...high, 'third_party'];
  if (high.length > 0) return aboutOthers && other ? ['worry_other'] : high;
  // Death, dying, suicide, self-harm named at all: at least elevated.
  if ((death || ending) && found.size === 0) return [other || aboutOthers ? 'worry_other' : 'hopelessness'];
  // Several kinds of distress in one message: at least elevated.
  if (found.size === 0 && new Set(readable.match(DISTRESSES) ?? []).size >= 2) return [other ? 'worry_other' : 'hopelessness'];
  return [];
}

/** The tier and the category codes of a text. */
export function applyRules(text: string): RuleResult {
  const readable = readableText(text);
  const prevention = matches(PREVENTION, readable);
  const aboutOthers = matches(ASKING_ABOUT_OTHERS, readable);
  const strong = CATEGORIES.filter((c) => matches(c.strong, readable));
  const topic = prevention ? [] : CATEGORIES.filter((c) => !strong.includes(c) && matches(c.topic, readable));
  // A bare topic word in a question about others is worry about someone, not the writer's crisis.
  const topicHigh = topic.filter((c) => c.level === 'high');
  const hits = [...strong, ...(aboutOthers ? topic.filter((c) => c.level === 'elevated') : topic)];
  const found = new Set<RiskReason>(hits.map((c) => c.reason));
  if (aboutOthers && topicHigh.length > 0) found.add('worry_other');
  if (!prevention) for (const reason of combinedSignals(text, readable, found, aboutOthers)) found.add(reason);
  if (!prevention) for (const reason of scoredReasons(readable, found, aboutOthers)) found.add(reason);
  const high = [...found].some((reason) => HIGH_REASONS.has(reason));
  if (high && (found.has('intent') || found.has('means')) && matches(NEAR, readable)) found.add('plan');
  if (high && matches(OTHER, readable)) found.add('third_party');
  const level: RiskLevel = high ? 'high' : found.size > 0 ? 'elevated' : 'none';
  return { level, reasons: [...found] };
}

