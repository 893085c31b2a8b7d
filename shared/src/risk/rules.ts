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

/** The normalised text with everyday figures of speech taken out. */
export function readableText(text: string): string {
  return IDIOM_PATTERNS.reduce((current, [pattern, replacement]) => current.replace(pattern, replacement), normalise(text));
}

export interface RuleResult {
  level: RiskLevel;
  reasons: RiskReason[];
}

const matches = (pattern: RegExp | null, text: string): boolean => pattern !== null && pattern.test(text);

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
  const high = hits.some((c) => c.level === 'high');
  if (high && (found.has('intent') || found.has('means')) && matches(NEAR, readable)) found.add('plan');
  if (high && matches(OTHER, readable)) found.add('third_party');
  const level: RiskLevel = high ? 'high' : found.size > 0 ? 'elevated' : 'none';
  return { level, reasons: [...found] };
}

