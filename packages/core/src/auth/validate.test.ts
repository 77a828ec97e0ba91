import { describe, expect, it } from 'vitest';
import { credentialsError, resetEmailError } from './validate';
import { resetErrorMessage } from './messages';

describe('credentialsError', () => {
  it('asks for both fields first', () => {
    expect(credentialsError('', '')).toBe('Please fill in all fields');
    expect(credentialsError('bad', '')).toBe('Please fill in all fields');
    expect(credentialsError('  ', 'secret123')).toBe('Please fill in all fields');
  });

  it('then checks the e-mail pattern', () => {
    expect(credentialsError('bad', 'secret123')).toBe('Please enter a valid email address');
    expect(credentialsError('a@b', 'secret123')).toBe('Please enter a valid email address');
    expect(credentialsError('a b@c.lk', 'secret123')).toBe('Please enter a valid email address');
    expect(credentialsError('a@b.lk', 'secret123')).toBeUndefined();
  });
});

describe('resetEmailError', () => {
  it('asks for the e-mail, then its shape', () => {
    expect(resetEmailError('')).toBe('Please enter your email address');
    expect(resetEmailError('nope')).toBe('Please enter a valid email address');
    expect(resetEmailError('nimal@example.lk')).toBeUndefined();
  });
});

describe('resetErrorMessage (docs/product.md §8)', () => {
  it.each([
    ['auth/user-not-found', 'No account found with this email address'],
    ['User not found', 'No account found with this email address'],
    ['auth/invalid-email', 'Invalid email address'],
    ['Invalid email', 'Invalid email address'],
    ['auth/too-many-requests', 'Too many requests. Please try again later'],
    ['Too many requests. Please try again later', 'Too many requests. Please try again later'],
    ['Mail server is down', 'Mail server is down'],
    ['', 'Failed to send reset email. Please try again'],
    [undefined, 'Failed to send reset email. Please try again'],
  ])('maps %s', (server, shown) => {
    expect(resetErrorMessage(server)).toBe(shown);
  });
});
