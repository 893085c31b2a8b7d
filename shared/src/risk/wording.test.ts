import development from './labelled/development.json';
import { readableText, ruleResult } from './rules';
import { assessText } from './index';
import { bias, table } from './wording-weights.json';
import { trainWording } from './wording-training';
import { wordingFeatures, wordingLevel, wordingScores } from './wording';
import type { LabelledMessage } from './evaluation';

// Training reads every message of the development set: more than the default five seconds on a shared machine.
const SLOW = { timeout: 120_000 };

describe('the wording model', () => {
  it('is the one the development set trains (run `npm run risk:train -w @tulia/shared` after changing the set, the idioms or the normalisation)', SLOW, () => {
    const trained = trainWording(development as LabelledMessage[]);
    expect(trained.bias).toEqual(bias);
    // Compared as one text: a failing toEqual would print thousands of lines.
    expect(trained.table.join('\n') === table.join('\n'), 'wording-weights.json is stale: retrain it').toBe(true);
  });

  it('reads words and neighbouring pairs of the readable text, each once', () => {
    expect(wordingFeatures('nataka kufa nataka kufa')).toEqual(['nataka', 'nataka kufa', 'kufa', 'kufa nataka']);
    expect(wordingFeatures('')).toEqual([]);
  });

  it('never raises a tier on the bias alone: a text of unknown words stays none', () => {
    const unknown = 'qzxv wplk';
    expect(wordingScores(unknown).evidence).toEqual({ high: 0, atLeastElevated: 0 });
    expect(wordingLevel(unknown)).toBe('none');
    // An idiom taken out leaves nothing to read.
    expect(assessText('Nimekufa na cheko').level).toBe('none');
  });

  it('raises wording no rule foresaw, with the reason code only', () => {
    // Written for this test, in no set: a height, a farewell, a means, with none of the lists' wording.
    // Retraining may move a tier between high and elevated; it must never leave these unflagged.
    for (const text of [
      'niko juu ya mnara wa simu, sishuki',
      'tonight i will finally rest, tell mama sorry',
      'the tablets are lined up on my bed, counting them',
    ]) {
      expect(ruleResult(text, readableText(text)).level, text).toBe('none');
      const assessed = assessText(text);
      expect(assessed.level, text).not.toBe('none');
      expect(assessed.reasons, text).toEqual(['wording']);
    }
  });

  it('leaves ordinary service messages alone, however politely worded', () => {
    // The subject "Crisis Support" makes "Please call me back" high; trained on such labels, "please" would read as danger.
    for (const text of [
      'Please call me back.',
      'Please keep this message if sending fails.',
      'Tafadhali nipigieni simu kuhusu bei',
      'Can you please send me the link to the assessment?',
      'Hello',
    ]) {
      expect(assessText(text).level, text).toBe('none');
    }
  });

  it('never lowers what a rule found', () => {
    for (const text of ['I want to kill myself', 'nataka kujiua leo usiku', 'I cut myself last night']) {
      const ruled = ruleResult(text, readableText(text)).level;
      const rank = { none: 0, elevated: 1, high: 2 } as const;
      expect(rank[assessText(text).level]).toBeGreaterThanOrEqual(rank[ruled]);
    }
  });
});
