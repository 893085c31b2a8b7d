/**
 * Scores the rules on a labelled set: per language, the share of each expected tier that the
 * rules mark `high` and at least `elevated`, against the targets the issue sets. Used by the
 * tests; not part of the public module.
 */
import type { RiskLevel } from '../contract/contact-triage';
import { assessContactMessage } from './index';

export const LANGUAGES = ['en', 'sw', 'sheng'] as const;
export type Language = (typeof LANGUAGES)[number];

export interface LabelledMessage {
  text: string;
  subject?: string;
  language: Language;
  expected: RiskLevel;
}

export interface Rates {
  count: number;
  high: number;
  atLeastElevated: number;
}

export type RateTable = Record<Language, Record<RiskLevel, Rates>>;

const TIERS: readonly RiskLevel[] = ['high', 'elevated', 'none'];

export function levelOf(message: LabelledMessage): RiskLevel {
  return assessContactMessage({ subject: message.subject ?? '', message: message.text }).level;
}

export function rateTable(set: readonly LabelledMessage[]): RateTable {
  const table = {} as RateTable;
  for (const language of LANGUAGES) {
    table[language] = {} as Record<RiskLevel, Rates>;
    for (const tier of TIERS) {
      const levels = set.filter((m) => m.language === language && m.expected === tier).map(levelOf);
      const share = (keep: (level: RiskLevel) => boolean): number => (levels.length === 0 ? 0 : levels.filter(keep).length / levels.length);
      table[language][tier] = { count: levels.length, high: share((l) => l === 'high'), atLeastElevated: share((l) => l !== 'none') };
    }
  }
  return table;
}

/** The targets, as [label, tier, measure, bound, minimum or maximum]. */
export const TARGETS = [
  ['high messages marked high', 'high', 'high', 0.95, 'min'],
  ['high messages marked at least elevated', 'high', 'atLeastElevated', 1, 'min'],
  ['elevated messages marked at least elevated', 'elevated', 'atLeastElevated', 0.85, 'min'],
  ['ordinary messages marked high', 'none', 'high', 0.05, 'max'],
  ['ordinary messages marked at least elevated', 'none', 'atLeastElevated', 0.15, 'max'],
] as const;

/** Every target missed, per language, and every rate whose languages are more than 10 points apart. */
export function missedTargets(table: RateTable): string[] {
  const missed: string[] = [];
  for (const [label, tier, measure, bound, kind] of TARGETS) {
    const rates = LANGUAGES.map((language) => table[language][tier][measure]);
    LANGUAGES.forEach((language, i) => {
      const rate = rates[i] ?? 0;
      if (kind === 'min' ? rate < bound : rate > bound)
        missed.push(`${language}: ${label} ${percent(rate)} (target ${kind === 'min' ? '≥' : '≤'} ${percent(bound)})`);
    });
    const spread = Math.max(...rates) - Math.min(...rates);
    if (spread > 0.1 + 1e-9) missed.push(`${label}: languages ${percent(spread)} apart (target ≤ 10 points)`);
  }
  return missed;
}

const percent = (rate: number): string => `${(rate * 100).toFixed(1)} %`;

/** A printable table: one row per language and expected tier. */
export function formatTable(name: string, table: RateTable): string {
  const rows = [`${name}`, 'language  expected   n    marked high   marked ≥ elevated'];
  for (const language of LANGUAGES) {
    for (const tier of TIERS) {
      const r = table[language][tier];
      rows.push(
        `${language.padEnd(9)} ${tier.padEnd(9)} ${String(r.count).padStart(3)}   ${percent(r.high).padStart(9)}     ${percent(r.atLeastElevated).padStart(9)}`,
      );
    }
  }
  return rows.join('\n');
}
