/**
 * A weighted distress score over many weak, general cues (2026-11-27.10). The phrase lists and the
 * combinations in signals.ts need specific wording; unseen wording often carries only general
 * cues: first-person distress, an ending or absence, death named in any spelling, a means, a
 * place, a near time, a decision, secrecy, harm to the body, abuse. Each family counts once (its
 * weight), so one repeated word does not add up. Thresholds were chosen on the development set
 * so that ordinary messages stay under the false-positive limits (docs/crisis-triage-rules.md).
 * Read over the normalised text with the idioms taken out; squeezed like every other list.
 */
import { FUTURE_ABSENCE, NO_CONTROL, OWN_DEATH } from './signals';

export type Family = 'distress' | 'ending' | 'death' | 'means' | 'place' | 'time' | 'decided' | 'secrecy' | 'body' | 'abuse';

export const SCORE_CUES: readonly (readonly [family: Family, weight: number, source: string])[] = [
  [
    'distress',
    1,
    '(i|im|i am) (cant|can not|cannot)|siwezi|siezi|sina (nguvu|hope|tumaini|mtu|sababu|maana|thamani)|hakuna (mtu|anayeni\\w*|anaye\\w*|maana|sababu)|no (one|body)|nobody|alone|peke yangu|pekee|hopeles\\w*|worthles\\w*|useles\\w*|burden|mzigo|nimechoka|\\w*choka|tired of|exhausted|hate (my|myself|me)|najichukia|\\w*jichukia|empty|numb|broken|\\w*break|dark|giza|pointles\\w*|no point|haina maana|hayana maana|sioni (maana|sababu|faida)|no future|future|baadaye|weight (on|kwa) (my )?chest|uzito|mistake|kosa|cant (go on|continue|keep|cope|take|do)|siwezi (endelea|kuendelea|continue)|siezi (endelea|continue)|nimeshindwa|give up|giving up|gave up|kata tamaa|singekuwepo|singekuwa|without me|bila mimi|hate (this|my) life|nachukia maisha|nachukia life|life haina|maisha (haya|hii)|this life|hii life',
  ],
  [
    'ending',
    2,
    `gone|disappear\\w*|kupotea|\\w*potea|not wake|never wake|sitaamka|nisiamke|sitakuwa\\w*|sitakuwepo|wont be (here|around)|hamtaniona|hamtanisikia|mtanisikia|last (night|day|time|message|msg|text|words)|mwisho|forever|milele|kwaheri|goodbye|bye|sorry for everything|take care of (mum|mom|my|mama)|wont need|sitahitaji|sitavihitaji|sitazihitaji|after (tonight|friday|saturday|sunday)|baada ya (usiku huu|leo|hii)|made peace|\\w*make peace|peace with god|nimepatana na mungu|my time|time yangu|wakati wangu|(finish|end|maliza|malizia|imaliza|yamaliza|ntaimaliza|nitayamaliza) (it|life|my life|maisha)|\\w*(ta|na)(i|ya|ji)maliza|\\w*jimaliza|yataisha|itaisha|stop existing|no longer (be )?here|haitajalisha|wont matter|haitamatter|not coming back|sitarudi|leave (this world|forever)|\\w*aga (kila|wote|dunia)|kumuaga|kuwaaga|ku-?end (life|it)|leters? (for|to|kwa) (everyone|everybody|wote|family|mum|mom)|barua (za|ya) (kwaheri|mwisho)|gave away|giving away|nimegawa|\\w*gawa (vitu|nguo)|${FUTURE_ABSENCE.join('|')}`,
  ],
  [
    'death',
    2,
    `die|died|dead|death|dying|kufa|kifo|\\w*jiua|jiue|\\w*dedi|\\w*die|suicid\\w*|kill (my ?self|me)|\\w*jitoa uhai|uhai wangu|ki?tanzi|(a|the|my|ya|of) noose|noose (ya|in|kwa|around|on)|hang (my ?self|herself|himself)|\\w*jirusha|\\w*jitupa|\\w*jithrow|throw my ?self|\\w*ji-?hang|jinyonga|\\w*jinyonga|(ni|u|a|tu|m|wa)(ki|nge)fa|(ni|a|tu|wa)fe|\\w*aga dunia|${OWN_DEATH.join('|')}`,
  ],
  [
    'means',
    2,
    'tramadol|codeine|diazepam|valium|amitriptyline|piriton|tramal|rohypnol|sleeping (medicine|tablets)|dawa ya usingizi|antidepressants?|pills?|tablets?|vidonge|dawa za usingizi|dawa (zote|zake|zangu)|sleeping (pills|tablets)|paracetamol|panadol|rope|kamba|knife|kisu|wembe|razor|blade|sumu|poison|rat poison|pesticide|dawa ya panya|panga|insulini?|gun|bunduki|overdose|od',
  ],
  [
    'place',
    2,
    'river|mto|mtoni|bridge|daraja|darajani|roof|rooftop|ghorofa|top floor|reli|railway|tracks|sgr|ledge|balcony|jump|kuruka|ruka|drown\\w*|maji (ni )?(marefu|deep)|in front of|mbele ya (gari|treni|matatu|basi)',
  ],
  [
    'time',
    1,
    'tonight|tonite|today|tomorrow|right now|now|this (week|weekend|evening)|leo|kesho|sasa hivi|sasa|usiku (huu|wa leo)|sai|saa hii|wiki hii|before (morning|they|my parents)|kabla|by (morning|friday)',
  ],
  [
    'decided',
    2,
    `decided|nimeamua|nimeshaamua|nimedecide|\\w*panga (vile|jinsi|nitafanya)|nimepanga|nimeshapanga|plan(ned)? (to|it|how)|i (mean|meant) it|niko serious|im serious|ready|tayari|i know how|najua (vile|jinsi)|nitafanya|ntafanya|i will do it|going to do it|im done|i am done|niko done|zinatosha|zitatosha|vinatosha|enough (pills|tablets|to)|all of them|zote|vyote|ishirini|twenty|on purpose|makusudi|checked (it|that)|tested (it|the)|holds? my weight|itashika|${NO_CONTROL.join('|')}`,
  ],
  ['secrecy', 1, 'dont tell|do not tell|usimwambie|nisimwambie|usiambie|nisiambie|secret|siri|cant tell anyone|hide it|hiding it|\\w*ficha'],
  [
    'body',
    2,
    'cut\\w*|burn\\w*|\\w*jikata|\\w*jichoma|\\w*jiscratch|scratch\\w*|damu|blood|bleed\\w*|makovu|scars?|marks|alama|\\w*jidhuru|hurting (him|her|my)self|hurt my ?self',
  ],
  [
    'abuse',
    3,
    'touch(es)? (me|my)|touching me|\\w*nigusa|\\w*nishika|beats? (me|us|my)|beating me|\\w*nipiga|\\w*nichapa|nilibakwa|\\w*bakwa|alinibaka|\\w*nibaka|rape\\w*|forced me|\\w*nilazimisha|alinilazimisha|shower|nikioga|kuoga|watch(es|ing)? me|\\w*niangalia (nikioga|nikibadilisha)|\\w*nicheki nikioga|threaten\\w*|\\w*(ni|tu)tisha\\w*|\\w*tishia\\w*|kulala naye|sleep with (him|her)|hits? me|slaps? me',
  ],
];

/** The family weights summed, each family once. */
export function scoreFamilies(found: ReadonlySet<Family>): number {
  let total = 0;
  for (const [family, weight] of SCORE_CUES) if (found.has(family)) total += weight;
  return total;
}
