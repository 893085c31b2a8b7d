import { describe, expect, it } from 'vitest';
import { exitCodeOf } from './api-script';

describe('exitCodeOf', () => {
  it("passes the child's code on, or 128 + the signal's number", () => {
    expect(exitCodeOf(0, null)).toBe(0);
    expect(exitCodeOf(3, null)).toBe(3);
    expect(exitCodeOf(null, 'SIGINT')).toBe(130);
    expect(exitCodeOf(null, 'SIGTERM')).toBe(143);
    expect(exitCodeOf(null, null)).toBe(128);
  });
});
