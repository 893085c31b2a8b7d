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
  BEREAVEMENT,
  DATE_PICKED,
  DEATH_SELF,
  DEATH_WORDS,
  DECIDED_RAW,
  DISTRESS_WORDS,
  DOING_IT,
  ENDING_WORDS,
  FAREWELL_WORDS,
  MEANS_WORDS,
  OTHER_NOW,
  PLACE_WORDS,
  TAKING_NOW,
} from './signals';
import * as concept from './signals';
import { wordingLevel } from './wording';

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
const DISTRESS = compile([...DISTRESS_WORDS, ...concept.NO_CONTROL]);
const DISTRESSES = compile([...DISTRESS_WORDS, ...concept.NO_CONTROL], 'g') ?? /$^/g;
const ENDINGS = compile([...ENDING_WORDS, ...concept.FUTURE_ABSENCE], 'g') ?? /$^/g;
const FAREWELL_WORD = compile(FAREWELL_WORDS);
const DEATH = compile(DEATH_WORDS);
const DEATH_OF_SELF = compile(DEATH_SELF);
const BEREAVED = compile(BEREAVEMENT);
const OTHER_ACTING_NOW = compile([...OTHER_NOW, ...concept.UNREACHABLE]);
const TAKING = compile(TAKING_NOW);
const DO_IT = compile(DOING_IT);
const DATE = compile(DATE_PICKED);

/** The concept classes (signals.ts, 2026-11-27.11), each compiled once. */
const CONCEPT = {
  everyday: compile(concept.EVERYDAY),
  futureGone: compile(concept.FUTURE_GONE),
  afterDeathStrong: compile(concept.AFTER_DEATH_STRONG),
  afterDeathWeak: compile(concept.AFTER_DEATH_WEAK, 'g') ?? /$^/g,
  barePoison: compile(concept.BARE_POISON),
  myDeath: compile(concept.OWN_DEATH),
  absent: compile(concept.ABSENT_WHEN),
  afterDeath: compile(concept.AFTER_DEATH),
  noControl: compile(concept.NO_CONTROL),
  height: compile(concept.HEIGHT),
  peril: compile(concept.PERIL),
  bleeding: compile(concept.BLEEDING),
  benignBleeding: compile(concept.BLEEDING_BENIGN),
  accident: compile(concept.ACCIDENT),
  attempt: compile(concept.ATTEMPT_PAST),
  escalation: compile(concept.ESCALATION),
  attemptOrdinary: compile(concept.ATTEMPT_ORDINARY),
  weapon: compile(concept.WEAPON),
  body: compile(concept.BODY_TARGET),
  weaponUse: compile(concept.WEAPON_USE),
  unreachable: compile(concept.UNREACHABLE),
  otherFarewell: compile(concept.OTHER_FAREWELL),
  otherOrdinary: compile(concept.OTHER_ORDINARY),
  chemical: compile(concept.CHEMICALS),
  drinking: compile(concept.DRINKING),
  chemicalUse: compile(concept.CHEMICAL_USE),
  beverage: compile(concept.BEVERAGE),
  groomer: compile(concept.GROOMER),
  grooming: compile(concept.GROOMING),
  groomingWeak: compile(concept.GROOMING_WEAK, 'g') ?? /$^/g,
  groomingStrong: compile(concept.GROOMING_STRONG),
  groomingOrdinary: compile(concept.GROOMING_ORDINARY),
  punish: compile(concept.SELF_PUNISH),
  untilHurt: compile(concept.UNTIL_HURT),
  hurtingAct: compile(concept.HURTING_ACT),
  punishOrdinary: compile(concept.SELF_PUNISH_ORDINARY),
  passiveWish: compile(concept.PASSIVE_WISH),
  passiveOrdinary: compile(concept.PASSIVE_WISH_ORDINARY),
  scene: compile(concept.METHOD_SCENE),
  touching: compile(concept.TOUCHING),
  leaving: compile(concept.CHOOSING_TO_LEAVE),
  lastTime: compile(concept.LAST_TIME),
  easyDrop: compile(concept.EASY_DROP),
  highUp: compile(concept.HIGH_UP),
  medicine: compile(concept.MEDICINE_USE),
  tooMany: compile(concept.TOO_MANY),
  withdrawn: compile(concept.WITHDRAWN),
  located: compile(concept.LOCATED),
  fiction: compile(concept.FICTION),
  ropeExercise: compile(concept.ROPE_EXERCISE),
  noSwim: compile(concept.NO_SWIM),
  water: compile(concept.WATER),
  swimLessons: compile(concept.SWIM_LESSONS),
  moment: compile(concept.CHOSEN_MOMENT),
  atHand: compile(concept.AT_HAND),
  waitingThere: compile(concept.WAITING_THERE, 'g') ?? /$^/g,
  burdenEnds: compile(concept.BURDEN_ENDS),
  shengGoodbye: compile(concept.SHENG_GOODBYE, 'g') ?? /$^/g,
  worthless: compile(concept.WORTHLESS),
  relapse: compile(concept.RELAPSE),
  notHere: compile(concept.NOT_HERE),
  cutOrMarried: compile(concept.CUT_OR_MARRIED),
  cutOrdinary: compile(concept.CUT_ORDINARY),
  groomerMore: compile(concept.GROOMER_MORE),
  groomingMore: compile(concept.GROOMING_MORE),
  howMany: compile(concept.HOW_MANY),
  haveMany: compile(concept.HAVE_MANY),
  enoughDrop: compile(concept.ENOUGH_DROP),
  goingThere: compile(concept.GOING_THERE),
  farewellAlone: compile(concept.FAREWELL_ALONE),
  settled: compile(concept.SETTLED, 'g') ?? /$^/g,
  timeSet: compile(concept.TIME_SET, 'g') ?? /$^/g,
  endlessSleep: compile(concept.ENDLES_SLEEP),
  inHand: compile(concept.IN_HAND),
} as const;

/** Done on purpose, not by accident: an accident word does not excuse it. */
const ON_PURPOSE = /\b(on purpose|makusudi|not (an |by )?accident)\b/;

/** How many different matches of a global class the readable text has. */
const distinct = (pattern: RegExp, readable: string): number => new Set(readable.match(pattern) ?? []).size;

/** Whether the readable text has a concept class. */
const has = (name: keyof typeof CONCEPT, readable: string): boolean => matches(CONCEPT[name], readable);

/** A chemical named for farming, cleaning or a lamp, with nothing to drink it in or with. */
const choreChemical = (readable: string): boolean =>
  (has('chemical', readable) || has('barePoison', readable)) && has('chemicalUse', readable) && !has('beverage', readable) && !matches(TAKING, readable);
/** A knife or blade named in cooking, on the farm, lost or in a lesson. */
const choreWeapon = (readable: string): boolean => has('weapon', readable) && has('accident', readable);
/** Medicine taken as prescribed, with no sign of too many. */
const prescribed = (readable: string): boolean => has('medicine', readable) && !has('tooMany', readable);

const CUES = SCORE_CUES.map(([family, , source]) => [family, compile([source], 'g') ?? /$^/g] as const);
/** The score at which a message with no other reason is at least `elevated`. */
export const SCORE_ELEVATED = 3;
/** The score at which a message speaking of an ending, death, a means or a place is `high`. */
export const SCORE_HIGH = 4;

/** The families of weak cues present, and their weighted sum (score.ts). */
export function distressScore(readable: string, ignored: ReadonlySet<Family> = new Set()): { families: Set<Family>; score: number } {
  const families = new Set<Family>();
  let extra = 0;
  for (const [family, pattern] of CUES) {
    if (ignored.has(family)) continue;
    const found = new Set(readable.match(pattern) ?? []);
    if (found.size > 0) families.add(family);
    // Distress cues are weak one by one: each distinct one counts (up to three); two endings count twice.
    if (family === 'distress') extra += Math.max(0, Math.min(found.size, 3) - 1);
    if (family === 'ending' && found.size > 1) extra += 2;
  }
  return { families, score: scoreFamilies(families) + extra };
}

/** Cue families the score does not read: an absence with an everyday reason, a knife in cooking, a chemical for cleaning. */
function ignoredFamilies(readable: string): Set<Family> {
  const ignored = new Set<Family>();
  if (has('everyday', readable)) ignored.add('ending');
  if (choreWeapon(readable) || choreChemical(readable) || prescribed(readable) || has('ropeExercise', readable)) ignored.add('means');
  if (has('everyday', readable)) ignored.add('place');
  if (has('benignBleeding', readable) || has('accident', readable)) ignored.add('body');
  return ignored;
}

/**
 * The weighted score (score.ts) as a last reading: at least `elevated` from SCORE_ELEVATED, with
 * the category of its strongest cue; `high` from SCORE_HIGH when death, an ending, a means or a
 * place is among the cues and the message is not only about abuse or harm to the body.
 */
function scoredReasons(readable: string, found: Set<RiskReason>, aboutOthers: boolean): RiskReason[] {
  if (matches(BEREAVED, readable) && !has('myDeath', readable)) return [];
  const { families, score } = distressScore(readable, ignoredFamilies(readable));
  const other = matches(OTHER, readable);
  const reasons: RiskReason[] = [];
  const lethal = (['death', 'ending', 'means', 'place', 'decided'] as const).filter((family) => families.has(family)).length;
  const endingOnly = families.has('ending') && score >= SCORE_HIGH;
  const meansNow = (families.has('means') || families.has('place')) && families.has('time');
  if (score >= SCORE_HIGH && (lethal >= 2 || endingOnly || meansNow) && !families.has('abuse') && !aboutOthers)
    reasons.push(families.has('means') ? 'means' : 'intent');
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
 * Concepts read as a whole (signals.ts, 2026-11-27.11), each with the ordinary wording that shares its
 * words kept out: bleeding that will not stop, a weapon turned on the body or kept for later, a household
 * chemical made ready to drink, being at a height in peril, an attempt to be repeated better, instructions
 * for after one's death, someone else's goodbye with them out of reach (`high`); grooming, punishing
 * oneself, a passive wish to die (`elevated`).
 */
function conceptReasons(readable: string, lethal: boolean, distress: boolean, other: boolean, farewell: boolean): RiskReason[] {
  const reasons: RiskReason[] = [];
  const accident = has('accident', readable);
  if (has('futureGone', readable) && !has('everyday', readable)) reasons.push('intent');
  // A method set up (a charcoal stove in a shut room, a live wire to touch, stones in the pockets, a rope cut to length).
  const wire = /\b(electric|umeme|stima|power|wires?|nyaya|transformer)\b/.test(readable);
  if (has('scene', readable) && (!wire || has('touching', readable))) reasons.push('means');
  if (has('noSwim', readable) && has('water', readable) && !has('swimLessons', readable)) reasons.push('means');
  const near = matches(NEAR, readable);
  // 2026-11-27.18: a moment chosen with a means at hand; no guard (a farm, cleaning, cooking) excuses the means then.
  const meansAtHand =
    matches(MEANS_WORD, readable) || has('chemical', readable) || has('barePoison', readable) || has('weapon', readable) || has('atHand', readable);
  // A knife or a chemical named in cooking or farming is still a means when the moment comes with a sign of intent.
  const chore = choreWeapon(readable) || choreChemical(readable);
  const intentSign =
    distress ||
    has('drinking', readable) ||
    matches(DO_IT, readable) ||
    matches(DEATH, readable) ||
    /\b(finally|hatimaye|nimeamua|nimeshaamua|decided)\b/.test(readable);
  if (has('moment', readable) && meansAtHand && (!chore || intentSign)) reasons.push('means');
  // Waiting at a height or on a track, not moving, come up to jump: two such cues, or one with the height named.
  const waiting = distinct(CONCEPT.waitingThere, readable);
  if ((waiting >= 2 || (waiting === 1 && has('height', readable))) && !has('everyday', readable)) reasons.push('means');
  if (has('burdenEnds', readable)) reasons.push('intent');
  // 2026-11-27.19: how many it takes with a quantity at hand; a place deep enough, or gone to soon in distress.
  if (has('howMany', readable) && (has('haveMany', readable) || matches(MEANS_WORD, readable))) reasons.push('means');
  const place =
    (has('height', readable) || matches(PLACE_WORD, readable) || /\b(bwawa|dam)\b/.test(readable)) &&
    !has('everyday', readable) &&
    !has('swimLessons', readable);
  if (place && (has('enoughDrop', readable) || (has('goingThere', readable) && near && distress))) reasons.push('means');
  if (
    has('farewellAlone', readable) ||
    distinct(CONCEPT.settled, readable) >= 2 ||
    distinct(CONCEPT.timeSet, readable) >= 2 ||
    (has('timeSet', readable) && near && has('settled', readable))
  )
    reasons.push('farewell');
  if (has('endlessSleep', readable) && (matches(MEANS_WORD, readable) || distress || has('scene', readable))) reasons.push('intent');
  if (has('inHand', readable) && matches(MEANS_WORD, readable) && (near || distress)) reasons.push('means');
  const goodbyes = distinct(CONCEPT.shengGoodbye, readable);
  if (goodbyes >= 2 || (goodbyes === 1 && (distress || lethal || farewell || near))) reasons.push('farewell');
  if ((has('leaving', readable) || has('lastTime', readable)) && (near || farewell || distress || lethal) && !has('everyday', readable)) reasons.push('intent');
  if (has('easyDrop', readable) || (has('highUp', readable) && (has('peril', readable) || distress))) reasons.push('means');
  if (has('barePoison', readable) && !choreChemical(readable)) reasons.push('means');
  if (has('bleeding', readable) && !has('benignBleeding', readable) && !accident) reasons.push('means');
  if (has('weapon', readable) && (has('body', readable) || has('weaponUse', readable)) && !accident) reasons.push('means');
  if (has('chemical', readable) && has('drinking', readable) && !choreChemical(readable)) reasons.push('means');
  const height = has('height', readable) && !has('everyday', readable);
  if (height && (has('peril', readable) || has('noControl', readable) || (distress && has('located', readable)))) reasons.push('means');
  if (has('noControl', readable) && lethal) reasons.push('intent');
  if (has('attempt', readable) && has('escalation', readable) && !has('attemptOrdinary', readable)) reasons.push('plan');
  const afterDeath =
    has('afterDeath', readable) && (has('myDeath', readable) || has('absent', readable) || lethal || distress || farewell || matches(NEAR, readable));
  const instructions = new Set(readable.match(CONCEPT.afterDeathWeak) ?? []).size;
  if (afterDeath || instructions >= 2 || has('afterDeathStrong', readable) || (has('absent', readable) && farewell)) reasons.push('farewell');
  if (other && has('otherFarewell', readable) && has('unreachable', readable) && !has('otherOrdinary', readable)) reasons.push('third_party');
  const groomer = (has('groomer', readable) || has('groomerMore', readable)) && !has('groomingOrdinary', readable);
  const weakGrooming = distinct(CONCEPT.groomingWeak, readable);
  const groomingSign = has('grooming', readable) || has('groomingMore', readable);
  if (has('groomingStrong', readable) || (groomer && (groomingSign || weakGrooming >= 2))) reasons.push('abuse');
  if (has('cutOrMarried', readable) && !has('cutOrdinary', readable)) reasons.push('abuse');
  if (has('worthless', readable) || has('notHere', readable) || (has('relapse', readable) && distress)) reasons.push('hopelessness');
  const hurting = has('punish', readable) || (has('untilHurt', readable) && has('hurtingAct', readable));
  if (hurting && !has('punishOrdinary', readable)) reasons.push('self_harm');
  if (has('passiveWish', readable) && !has('passiveOrdinary', readable)) reasons.push('hopelessness');
  if (other && (has('withdrawn', readable) || has('otherFarewell', readable)) && !has('otherOrdinary', readable) && !reasons.includes('third_party'))
    reasons.push('worry_other');
  return reasons;
}

/**
 * Words that are dangerous together rather than alone (signals.ts): a means with any distress, an
 * ending with any distress, a farewell or a decision with any distress, someone else holding a
 * means or saying goodbye now. Not read in a prevention letter. In a question about others, they
 * are worry about someone (`elevated`) unless someone is acting now.
 */
function combinedSignals(text: string, readable: string, found: Set<RiskReason>, aboutOthers: boolean): RiskReason[] {
  // A knife named in cooking or on the farm, a chemical named for cleaning or farming: not a means.
  const means = matches(MEANS_WORD, readable) && !choreWeapon(readable) && !choreChemical(readable) && !prescribed(readable) && !has('ropeExercise', readable);
  // A bridge or a floor named with traffic, a lift or a trip is not a place to jump from.
  const place = matches(PLACE_WORD, readable) && !has('everyday', readable);
  const farewell = matches(FAREWELL_WORD, readable);
  const decided = DECIDED_RAW.test(text) || matches(DATE, readable);
  // The writer's own death to come is never a bereavement, whatever pet or grandparent is named beside it.
  const death = (matches(DEATH, readable) && !matches(BEREAVED, readable)) || has('myDeath', readable);
  const elevatedFound = [...found].length > 0;
  const distress = elevatedFound || matches(DISTRESS, readable);
  // Weak endings ("I won't be around", "don't look for me") with an everyday reason (a trip, flu, a session) do not count.
  const everyday = has('everyday', readable) && !death && !means;
  const endings = everyday ? 0 : new Set(readable.match(ENDINGS) ?? []).size;
  const ending = endings > 0;
  const other = matches(OTHER, readable);
  const high: RiskReason[] = [];
  const taking = matches(TAKING, readable);
  if (means && (distress || ending || farewell || death || decided || taking)) high.push('means');
  if (place && (ending || farewell || death || (distress && taking))) high.push('means');
  if (matches(DO_IT, readable) && (matches(NEAR, readable) || decided || farewell || means)) high.push('plan');
  if (ending && (distress || farewell || death || decided || endings > 1 || matches(NEAR, readable))) high.push('intent');
  if ((farewell || decided) && (distress || death)) high.push(farewell ? 'farewell' : 'plan');
  if (decided && (ending || means || place)) high.push('plan');
  const lethal = means || place || death || ending || has('height', readable);
  const concepts = conceptReasons(readable, lethal, distress, other, farewell);
  high.push(...concepts.filter((reason) => HIGH_REASONS.has(reason)));
  const elevatedConcepts = concepts.filter((reason) => !HIGH_REASONS.has(reason));
  const leaving = has('otherOrdinary', readable);
  const actingNow =
    (other && matches(OTHER_ACTING_NOW, readable) && (means || farewell || matches(DEATH_OF_SELF, readable) || (ending && distress)) && !leaving) ||
    concepts.includes('third_party');
  if (actingNow) return [...high, 'third_party', ...elevatedConcepts];
  if (high.length > 0) return aboutOthers && other ? ['worry_other'] : [...high, ...elevatedConcepts];
  if (elevatedConcepts.length > 0) return elevatedConcepts;
  // Death, dying, suicide, self-harm named at all: at least elevated.
  if ((death || ending) && found.size === 0) return [other || aboutOthers ? 'worry_other' : 'hopelessness'];
  // Several kinds of distress in one message: at least elevated.
  if (found.size === 0 && new Set(readable.match(DISTRESSES) ?? []).size >= 2) return [other ? 'worry_other' : 'hopelessness'];
  return [];
}

const RANK: Readonly<Record<RiskLevel, number>> = { none: 0, elevated: 1, high: 2 };

/** The tier and the category codes the phrase lists, the combinations and the score give a readable text. */
export function ruleResult(text: string, readable: string): RuleResult {
  // A story or a poem is read like a prevention letter: a character's jump is not the writer's.
  const prevention = matches(PREVENTION, readable) || has('fiction', readable);
  const aboutOthers = matches(ASKING_ABOUT_OTHERS, readable);
  const strong = CATEGORIES.filter(
    (c) => matches(c.strong, readable) && !(c.reason === 'means' && (has('fiction', readable) || has('ropeExercise', readable))),
  );
  const topic = prevention ? [] : CATEGORIES.filter((c) => !strong.includes(c) && matches(c.topic, readable));
  // A bare topic word in a question about others is worry about someone, not the writer's crisis.
  const topicHigh = topic.filter((c) => c.level === 'high');
  const hits = [...strong, ...(aboutOthers ? topic.filter((c) => c.level === 'elevated') : topic)];
  const found = new Set<RiskReason>(hits.map((c) => c.reason));
  if (aboutOthers && topicHigh.length > 0) found.add('worry_other');
  if (!prevention) for (const reason of combinedSignals(text, readable, found, aboutOthers)) found.add(reason);
  if (!prevention) for (const reason of scoredReasons(readable, found, aboutOthers)) found.add(reason);
  if (found.size === 1 && found.has('self_harm') && has('accident', readable) && !ON_PURPOSE.test(readable)) found.clear();
  const high = [...found].some((reason) => HIGH_REASONS.has(reason));
  if (high && (found.has('intent') || found.has('means')) && matches(NEAR, readable)) found.add('plan');
  if (high && matches(OTHER, readable)) found.add('third_party');
  const level: RiskLevel = high ? 'high' : found.size > 0 ? 'elevated' : 'none';
  return { level, reasons: [...found] };
}

/** The tier and the category codes of a text: the rules, then the wording model (wording.ts), which only raises. */
export function applyRules(text: string): RuleResult {
  const readable = readableText(text);
  const ruled = ruleResult(text, readable);
  const worded = ruled.level === 'high' ? ruled.level : wordingLevel(readable);
  return RANK[worded] > RANK[ruled.level] ? { level: worded, reasons: [...ruled.reasons, 'wording'] } : ruled;
}
