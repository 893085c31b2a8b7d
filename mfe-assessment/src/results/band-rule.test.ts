import { scorePercent } from './assessment-result';
import { bandScoreRange, resultBandKeyFor } from './band-rule';

/** Answers whose last one (question 18) is `lastAnswer`; the band rule reads the score and that answer. */
const answersEndingWith = (lastAnswer: number) => [...Array.from({ length: 17 }, () => 3), lastAnswer];
const NO = 5;
const YES = 1;

describe('result band rule', () => {
  it.each([
    [18, 'ndege'],
    [32, 'ndege'],
    [33, 'twiga'],
    [63, 'twiga'],
    [64, 'simba'],
    [80, 'simba'],
  ])('puts a score of %i in %s when question 18 is No', (score, band) => {
    expect(resultBandKeyFor({ score, answers: answersEndingWith(NO) })).toBe(band);
  });

  it('is crisis whenever question 18 scored 1 (Yes), whatever the score', () => {
    for (let score = 18; score <= 80; score += 1) {
      expect(resultBandKeyFor({ score, answers: answersEndingWith(YES) }), `score ${score}`).toBe('ndege-crisis');
    }
  });

  it('states each band’s score range, 64-80 for Simba, none for crisis', () => {
    expect(bandScoreRange('ndege')).toBe('18-32');
    expect(bandScoreRange('twiga')).toBe('33-63');
    expect(bandScoreRange('simba')).toBe('64-80');
    expect(bandScoreRange('ndege-crisis')).toBeNull();
  });
});

describe('assessment result', () => {
  it('gives the score as a rounded percent', () => {
    expect(scorePercent({ score: 50, maxScore: 80 })).toBe(63);
    expect(scorePercent({ score: 80, maxScore: 80 })).toBe(100);
    expect(scorePercent({ score: 18, maxScore: 80 })).toBe(23);
  });
});
