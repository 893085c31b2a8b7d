import { QUICK_EXIT_EVENT } from '@tulia/shared/safety';
import { forgetResult, holdResult, useVisitResult } from './visit-result';

const result = { score: 50, maxScore: 80, answers: Array.from({ length: 18 }, () => 3) };

describe('the result of this visit', () => {
  afterEach(() => {
    forgetResult();
  });

  it('is held in memory until forgotten', () => {
    expect(useVisitResult.getState().result).toBeNull();
    holdResult(result);
    expect(useVisitResult.getState().result).toEqual(result);
    forgetResult();
    expect(useVisitResult.getState().result).toBeNull();
  });

  it('is forgotten at once when the quick exit is used, with no page mounted', () => {
    holdResult(result);
    window.dispatchEvent(new Event(QUICK_EXIT_EVENT));
    expect(useVisitResult.getState().result).toBeNull();
  });

  it('is never written to the browser’s storage or cookies', () => {
    holdResult(result);
    expect(localStorage.length).toBe(0);
    expect(sessionStorage.length).toBe(0);
    expect(document.cookie).toBe('');
  });
});
