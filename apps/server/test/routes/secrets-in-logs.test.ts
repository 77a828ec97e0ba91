import { describe, expect } from 'vitest';
import { post, signUp } from '../helpers/accounts';
import { appTest } from '../fixtures';

const it = appTest({ logStream: { write: (line: string) => void lines.push(line) } });

const lines: string[] = [];

describe('logs', () => {
  it('never carry a password, a token or a reset link', async ({ t }) => {
    const { email, password, token } = await signUp(t.url);
    await fetch(`${t.url}/api/auth/me`, { headers: { authorization: `Bearer ${token}` } });
    await post(`${t.url}/api/auth/login`, { email, password: 'wrong password here' });
    const reset = await post(`${t.url}/api/auth/resetPassword`, { email });
    const link = reset.body.resetLink as string;
    const resetToken = new URL(link).hash.replace('#token=', '');
    await post(`${t.url}/api/auth/resetPassword/confirm`, {
      token: resetToken,
      password: 'new password 123',
    });
    await post(`${t.url}/api/auth/resetPassword/confirm`, { token: resetToken, password: 'x' });

    const log = lines.join('');
    expect(lines.length).toBeGreaterThan(5);
    expect(log).toContain('"reqId"');
    for (const secret of [
      password,
      'wrong password here',
      'new password 123',
      token,
      token.split('.')[2]!,
      resetToken,
    ]) {
      expect(log).not.toContain(secret);
    }
  });
});
