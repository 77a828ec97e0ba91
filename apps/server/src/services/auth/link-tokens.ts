import { createHash, randomBytes } from 'node:crypto';

/** What is stored of a mailed link's token: its SHA-256, so a read of the table opens nothing. */
export const digest = (token: string) => createHash('sha256').update(token).digest('hex');

/** A mailed link's token: 256 random bits. */
export const newLinkToken = () => randomBytes(32).toString('base64url');
