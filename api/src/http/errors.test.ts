import { isDatabaseUnavailable, loggableError } from './errors';

describe('server errors in the log', () => {
  it("never carry a query's parameters (emails, password hashes)", () => {
    const driver = Object.assign(new Error('duplicate key value violates unique constraint'), { code: '23505' });
    const wrapped = new Error(
      'Failed query: insert into "users" ("email", "password_hash") values ($1, $2)\nparams: amani@example.org,scrypt$15$8$1$salt$hash',
      { cause: driver },
    );
    wrapped.stack = `Error: ${wrapped.message}\n    at insert (file.js:1:1)`;
    const logged = JSON.stringify(loggableError(wrapped));
    expect(logged).not.toContain('amani@example.org');
    expect(logged).not.toContain('scrypt$');
    expect(logged).toContain('Failed query: insert into');
    expect(logged).toContain('at insert (file.js:1:1)');
    expect(logged).toContain('23505');
  });

  it('recognise an unreachable database under the wrapper', () => {
    expect(
      isDatabaseUnavailable(new Error('Failed query: select 1', { cause: Object.assign(new Error('connect ECONNREFUSED'), { code: 'ECONNREFUSED' }) })),
    ).toBe(true);
    expect(isDatabaseUnavailable(new Error('Failed query', { cause: Object.assign(new Error('terminating connection'), { code: '57P01' }) }))).toBe(true);
    expect(isDatabaseUnavailable(new Error('syntax error'))).toBe(false);
  });
});
