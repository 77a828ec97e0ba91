import { describe, expect, it } from 'vitest';
import {
  BANK_TRANSFER_MESSAGES,
  bankTransferReference,
  bankTransferRefusal,
  fileSizeWords,
  MAX_SLIP_BYTES,
  slipFileIssue,
  slipTypeOf,
} from './bank-transfer';
import { methodLabel } from '../orders/labels';
import { RejectSlipRequestSchema } from './payment-slips';

const BANK = {
  bank: 'Commercial Bank',
  branch: 'Kollupitiya',
  accountName: 'Lanka Pro Audio (Pvt) Ltd',
  accountNumber: '1000123456',
};
const bytes = (...values: number[]) => new Uint8Array(values);
const ascii = (text: string) => new TextEncoder().encode(text);

describe('who may pay by bank transfer', () => {
  it('a confirmed account, once the shop has given its account', () => {
    expect(bankTransferRefusal({ confirmed: true }, BANK)).toBeUndefined();
    expect(bankTransferRefusal({ confirmed: false }, BANK)).toBe(
      BANK_TRANSFER_MESSAGES.needsConfirmedEmail,
    );
    expect(bankTransferRefusal({ confirmed: true }, null)).toBe(BANK_TRANSFER_MESSAGES.unavailable);
  });

  it('is named in words', () => {
    expect(methodLabel('bank_transfer')).toBe('Bank transfer');
  });

  it('quotes the order number without its #', () => {
    expect(bankTransferReference('a1b2c3d4-e5f6-4a7b-8c9d-0123456789ab')).toBe('A1B2C3D4');
  });
});

describe('a slip by its content', () => {
  it('knows JPEG, PNG and PDF by their first bytes', () => {
    expect(slipTypeOf(bytes(0xff, 0xd8, 0xff, 0xe0, 0, 0x10))).toBe('image/jpeg');
    expect(slipTypeOf(bytes(0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 0))).toBe('image/png');
    expect(slipTypeOf(ascii('%PDF-1.7\n%âãÏÓ'))).toBe('application/pdf');
  });

  it('finds a PDF header a scanner wrote after a few bytes, but not past 1 KB', () => {
    expect(slipTypeOf(ascii(`${' '.repeat(100)}%PDF-1.4`))).toBe('application/pdf');
    expect(slipTypeOf(ascii(`${' '.repeat(1020)}%PDF-1.4`))).toBeUndefined();
  });

  it('refuses a text file whatever it is called, and files too short to tell', () => {
    expect(slipTypeOf(ascii('Paid Rs. 54,000 on Monday'))).toBeUndefined();
    expect(slipTypeOf(ascii('%PD'))).toBeUndefined();
    expect(slipTypeOf(bytes())).toBeUndefined();
    expect(slipTypeOf(bytes(0x89, 0x50, 0x4e, 0x47))).toBeUndefined();
  });
});

describe('a chosen file, checked in the page', () => {
  it('takes a JPEG, PNG or PDF of up to 10 MB', () => {
    expect(slipFileIssue({ type: 'image/png', size: MAX_SLIP_BYTES })).toBeUndefined();
    expect(slipFileIssue({ type: 'image/png', size: MAX_SLIP_BYTES + 1 })).toBe(
      BANK_TRANSFER_MESSAGES.slipSize,
    );
    expect(slipFileIssue({ type: 'image/webp', size: 10 })).toBe(BANK_TRANSFER_MESSAGES.slipType);
    expect(slipFileIssue({ type: 'application/pdf', size: 0 })).toBe(BANK_TRANSFER_MESSAGES.noFile);
  });

  it('says sizes as people do', () => {
    expect(fileSizeWords(850 * 1024)).toBe('850 KB');
    expect(fileSizeWords(2.45 * 1024 * 1024)).toBe('2.5 MB');
    expect(fileSizeWords(10)).toBe('1 KB');
  });
});

describe('rejecting a slip', () => {
  it('needs a reason of at most 300 characters', () => {
    expect(RejectSlipRequestSchema.parse({ reason: '  Amount short by Rs. 500 ' })).toEqual({
      reason: 'Amount short by Rs. 500',
    });
    expect(RejectSlipRequestSchema.safeParse({ reason: '   ' }).error?.issues[0]?.message).toBe(
      BANK_TRANSFER_MESSAGES.reasonRequired,
    );
    expect(RejectSlipRequestSchema.safeParse({ reason: 'x'.repeat(301) }).success).toBe(false);
  });
});
