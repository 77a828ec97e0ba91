import { describe, expect, it } from 'vitest';
import { isDatabaseUnavailable } from '../../src/db/unavailable';

const withCode = (code: string, message = 'x') => Object.assign(new Error(message), { code });
const fromSocket = (code: string, syscall: string) =>
  Object.assign(new Error(`${syscall} ${code}`), { code, syscall });
const wrapped = (cause: unknown) => Object.assign(new Error('Failed query: select 1'), { cause });

describe('isDatabaseUnavailable', () => {
  it.each([
    ['PostgreSQL shutting down', withCode('57P01')],
    ['PostgreSQL starting up', withCode('57P03')],
    ['a connection exception', withCode('08006')],
    ['a refused socket', fromSocket('ECONNREFUSED', 'connect')],
    ['a Unix socket that is gone', fromSocket('ENOENT', 'connect')],
    ['a reset connection', fromSocket('ECONNRESET', 'read')],
    ['a lost connection', new Error('Connection terminated unexpectedly')],
    ['a full pool', new Error('timeout exceeded when trying to connect')],
    ['the same behind a failed query', wrapped(new Error('Connection terminated'))],
  ])('is true for %s', (_, error) => {
    expect(isDatabaseUnavailable(error)).toBe(true);
  });

  it.each([
    ['a syntax error', withCode('42601')],
    ['a unique violation behind a failed query', wrapped(withCode('23505'))],
    ['a plain error', new Error('boom')],
    ['a missing file', fromSocket('ENOENT', 'open')],
    ['a socket code without a socket call', withCode('ECONNREFUSED')],
    ['not an error', 'text'],
    ['nothing', undefined],
  ])('is false for %s', (_, error) => {
    expect(isDatabaseUnavailable(error)).toBe(false);
  });
});
