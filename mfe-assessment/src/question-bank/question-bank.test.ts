import { QUESTION_CATEGORIES } from './categories';
import { questionBank } from './questions';
import { questionBankSchema, type AssessmentQuestion } from './schema';
import { ASSESSMENT_MAX_SCORE, ASSESSMENT_MIN_SCORE, QUESTION_COUNT, maxScoreOf, minScoreOf } from './scoring';

const scoresOf = (id: number) => questionBank[id - 1]?.options.map((option) => option.score) ?? [];
const isStrictlyIncreasing = (values: number[]) => values.every((value, at) => at === 0 || value > (values[at - 1] ?? 0));

describe('question bank', () => {
  it('is valid according to its schema', () => {
    expect(() => questionBankSchema.parse(questionBank)).not.toThrow();
  });

  it('has 18 questions, one per category, in order, with ids 1-18', () => {
    expect(QUESTION_COUNT).toBe(18);
    expect(questionBank.map((question) => question.category)).toEqual([...QUESTION_CATEGORIES]);
    expect(questionBank.map((question) => question.id)).toEqual(Array.from({ length: 18 }, (_, at) => at + 1));
  });

  it('scores every option between 1 and 5', () => {
    for (const question of questionBank) {
      for (const option of question.options) {
        expect(option.score, `question ${question.id}`).toBeGreaterThanOrEqual(1);
        expect(option.score, `question ${question.id}`).toBeLessThanOrEqual(5);
      }
    }
  });

  it.each(Array.from({ length: 12 }, (_, at) => at + 1))('scores positively phrased question %i upwards from 1', (id) => {
    const scores = scoresOf(id);
    expect(scores[0]).toBe(1);
    expect(isStrictlyIncreasing(scores)).toBe(true);
  });

  it.each([13, 14, 15, 16])('reverses negatively phrased question %i: its options score downwards to 1', (id) => {
    const scores = scoresOf(id);
    expect(scores.at(-1)).toBe(1);
    expect(isStrictlyIncreasing([...scores].reverse())).toBe(true);
  });

  it.each([17, 18])('asks question %i as Yes (1) or No (5)', (id) => {
    expect(questionBank[id - 1]?.options).toEqual([
      { text: 'Yes', score: 1 },
      { text: 'No', score: 5 },
    ]);
  });

  it('computes the maximum from the data as 80 and the minimum as 18', () => {
    expect(maxScoreOf(questionBank)).toBe(80);
    expect(minScoreOf(questionBank)).toBe(18);
    expect(ASSESSMENT_MAX_SCORE).toBe(80);
    expect(ASSESSMENT_MIN_SCORE).toBe(18);
  });

  it('marks only the question about ending one’s life as sensitive', () => {
    expect(questionBank.filter((question) => question.sensitive).map((question) => question.category)).toEqual(['suicidal_thoughts']);
  });

  describe('its schema', () => {
    const valid = (): AssessmentQuestion[] => structuredClone([...questionBank]);

    it('rejects a score outside 1-5', () => {
      const bank = valid();
      bank[0]!.options[0]!.score = 6;
      expect(questionBankSchema.safeParse(bank).success).toBe(false);
    });

    it('rejects questions out of category order', () => {
      const bank = valid();
      [bank[0], bank[1]] = [bank[1]!, bank[0]!];
      expect(questionBankSchema.safeParse(bank).success).toBe(false);
    });

    it('rejects two options with the same score or text', () => {
      const sameScore = valid();
      sameScore[2]!.options[1]!.score = sameScore[2]!.options[0]!.score;
      expect(questionBankSchema.safeParse(sameScore).success).toBe(false);
      const sameText = valid();
      sameText[2]!.options[1]!.text = sameText[2]!.options[0]!.text;
      expect(questionBankSchema.safeParse(sameText).success).toBe(false);
    });

    it('rejects a bank that is not 18 questions long', () => {
      expect(questionBankSchema.safeParse(valid().slice(0, 17)).success).toBe(false);
    });
  });
});
