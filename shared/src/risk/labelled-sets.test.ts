// The labelled sets (synthetic messages only): the development set is the one to tune on; the
// test set is the last set written before the rules saw it (its first-run figures, the honest
// ones for unseen wording, are in docs/crisis-triage-rules.md). Both must meet the targets, per language.
import development from './labelled/development.json';
import heldOut from './labelled/test.json';
import fresh24 from './labelled/fresh-24.json';
import { formatTable, LANGUAGES, levelOf, missedTargets, rateTable, type LabelledMessage } from './evaluation';

const sets: readonly (readonly [string, readonly LabelledMessage[]])[] = [
  ['development', development as LabelledMessage[]],
  ['test', heldOut as LabelledMessage[]],
];

// The rules read thousands of messages here: more than the default five seconds on a shared machine.
const SLOW = { timeout: 120_000 };

describe.each(sets)('the %s set', (name, set) => {
  it('is large enough per language and tier for a meaningful rate', SLOW, () => {
    const table = rateTable(set);
    for (const language of LANGUAGES) {
      expect(table[language].high.count, `${language} high`).toBeGreaterThanOrEqual(15);
      expect(table[language].elevated.count, `${language} elevated`).toBeGreaterThanOrEqual(10);
      expect(table[language].none.count, `${language} none`).toBeGreaterThanOrEqual(20);
    }
  });

  it('meets the targets in every language', SLOW, () => {
    const table = rateTable(set);
    console.log(formatTable(`${name} set (${set.length} messages)`, table));
    const misses = set.filter((m) => (m.expected === 'none' ? levelOf(m) !== 'none' : m.expected === 'high' ? levelOf(m) !== 'high' : levelOf(m) === 'none'));
    if (misses.length > 0)
      console.log(`${name}: differs from label:\n${misses.map((m) => `  [${m.language} ${m.expected} → ${levelOf(m)}] ${m.text}`).join('\n')}`);
    expect(missedTargets(table)).toEqual([]);
  });
});

// Set 24: written blind to the rules and the wording model, scored with 2026-11-27.21 and never tuned
// on. Some of its rates are below the targets (see docs/crisis-triage-rules.md), so its table is printed,
// not asserted: it is the honest estimate for unseen wording, kept so that the next change can be measured
// against it before it is folded into the development set.
describe('the last fresh set (24, never tuned on)', () => {
  it('prints its rates', SLOW, () => {
    const set = fresh24 as LabelledMessage[];
    console.log(formatTable(`fresh set 24, never tuned on (${set.length} messages; not asserted)`, rateTable(set)));
    expect(set.length).toBeGreaterThanOrEqual(150);
  });
});

describe('the subject "Crisis Support"', () => {
  const all = sets.flatMap(([, set]) => set);
  const crisis = all.filter((m) => m.subject === 'Crisis Support');

  it('is in every set', () => {
    for (const [name, set] of sets)
      expect(
        set.some((m) => m.subject === 'Crisis Support'),
        name,
      ).toBe(true);
  });

  it('makes every message high, whatever its text', () => {
    for (const message of crisis) expect(levelOf(message), message.text).toBe('high');
  });

  it('makes any text of any set high', SLOW, () => {
    for (const message of all) expect(levelOf({ ...message, subject: 'Crisis Support' }), message.text).toBe('high');
  });
});
