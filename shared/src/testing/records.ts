// Record fixtures for component tests (unit tests only; never part of a build).

/**
 * A builder of records shaped as the api answers them: the defaults, a test's overrides on top.
 * Each record is a fresh copy, so a test that changes one leaves the next test's alone.
 */
export function recordFixture<T extends object>(defaults: T): (overrides?: Partial<T>) => T {
  return (overrides = {}) => ({ ...structuredClone(defaults), ...overrides });
}
