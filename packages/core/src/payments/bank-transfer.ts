// Bank transfer as a way to pay (issue #28, docs/product.md §12 "Bank transfer"): its rules and
// texts, apart from the schemas so that the checkout can show them without the validation library.
import type { BankDetails } from '../settings/shop-settings';

/** The largest payment slip a shopper may upload: a phone's photo of a slip, or a bank's PDF. */
export const MAX_SLIP_BYTES = 10 * 1024 * 1024;

/** Slips one order may take: each is up to 10 MB kept in the database, so not without end. */
export const MAX_SLIPS_PER_ORDER = 10;

/**
 * The bytes of slips one order may take: a slip's front and back as full-size photos. With the
 * cap on unpaid orders (5), one account can make the shop keep 100 MB of slips, not 500.
 */
export const MAX_SLIP_BYTES_PER_ORDER = 2 * MAX_SLIP_BYTES;

/**
 * After the shop rejects a slip, the order is held at least this long more, so that a slip
 * rejected near the end of the hold can still be followed by the right one.
 */
export const RESEND_AFTER_REJECTION_MS = 24 * 60 * 60 * 1000;

/** The longest reason the shop may give for rejecting a slip. */
export const MAX_REJECTION_REASON = 300;

export const SLIP_TYPES = ['image/jpeg', 'image/png', 'application/pdf'] as const;
export type SlipType = (typeof SLIP_TYPES)[number];

export const BANK_TRANSFER_MESSAGES = {
  needsConfirmedEmail:
    'Bank transfer is for accounts whose e-mail address is confirmed. Please confirm your e-mail address, or choose another way to pay.',
  unavailable:
    'The shop does not take bank transfers at the moment. Please choose another way to pay.',
  notBankTransfer: 'This order is not paid by bank transfer.',
  stays:
    'This order is paid by bank transfer: please transfer the amount and upload the slip, or contact the shop to change it.',
  alreadyVerified: 'The payment of this order has been verified already.',
  tooManySlips: 'This order has had too many payment slips. Please contact the shop.',
  slipType: 'A payment slip must be a JPEG, PNG or PDF file.',
  slipSize: 'A payment slip must be at most 10 MB.',
  noFile: 'Choose the file of your payment slip.',
  unreadable: 'The slip could not be read. Please send it again.',
  reasonRequired: 'Please say why the slip is not accepted.',
  reasonLength: `Say it in at most ${MAX_REJECTION_REASON} characters.`,
  slipNotFound: 'Payment slip not found',
  /** Another slip of the order was verified: what the slips still waiting are closed with. */
  otherVerified: 'Another payment slip of this order was verified.',
} as const;

/** A slip's state as the shopper and the shop read it. */
export const SLIP_STATUS_LABELS = {
  waiting: 'Being checked',
  verified: 'Verified',
  rejected: 'Not accepted',
} as const;

/** The refusal of a slip that is no longer waiting: the shop decided it already. */
export const slipDecidedMessage = (status: 'verified' | 'rejected') =>
  `This slip has been ${status} already.`;

/** The refusal of a slip for an order past waiting for its payment. */
export const slipOrderClosedMessage = (status: string) =>
  `This order is ${status} and takes no payment slip.`;

/**
 * What the shopper quotes with the transfer, so the shop matches the money to the order: the
 * order number without its '#', which banks' reference fields often refuse.
 */
export const bankTransferReference = (orderId: string) => orderId.slice(0, 8).toUpperCase();

/**
 * Why an account may not pay by bank transfer now, or undefined when it may: only an account
 * whose e-mail address is confirmed (the shop holds the stock for days on its word), and only
 * while the shop has given the account to pay into.
 */
export function bankTransferRefusal(
  account: { confirmed: boolean },
  bank: BankDetails | null,
): string | undefined {
  if (!bank) return BANK_TRANSFER_MESSAGES.unavailable;
  if (!account.confirmed) return BANK_TRANSFER_MESSAGES.needsConfirmedEmail;
  return undefined;
}

/** The shop's account as a list of labelled lines, the same on every page, mail and receipt. */
export function bankDetailLines(bank: BankDetails): [label: string, value: string][] {
  return [
    ['Bank', bank.bank],
    ['Branch', bank.branch],
    ['Account name', bank.accountName],
    ['Account number', bank.accountNumber],
  ];
}

const startsWith = (bytes: Uint8Array, magic: number[], at = 0) =>
  bytes.length >= at + magic.length && magic.every((b, i) => bytes[at + i] === b);

const PDF_MAGIC = [0x25, 0x50, 0x44, 0x46, 0x2d]; // %PDF-
/** Readers find a PDF's header within its first 1,024 bytes (some scanners write before it). */
const PDF_HEADER_WITHIN = 1024;

/**
 * What a slip is by its content (its first bytes), whatever its name says: a JPEG, a PNG or a PDF,
 * or undefined for anything else, such as a text file named .pdf.
 */
export function slipTypeOf(bytes: Uint8Array): SlipType | undefined {
  if (startsWith(bytes, [0xff, 0xd8, 0xff])) return 'image/jpeg';
  if (startsWith(bytes, [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a])) return 'image/png';
  const end = Math.min(bytes.length, PDF_HEADER_WITHIN) - PDF_MAGIC.length;
  for (let at = 0; at <= end; at++) if (startsWith(bytes, PDF_MAGIC, at)) return 'application/pdf';
  return undefined;
}

/** How a page checks a chosen file before sending it: by its type and size (the server by content). */
export function slipFileIssue(file: { type: string; size: number }): string | undefined {
  if (!(SLIP_TYPES as readonly string[]).includes(file.type))
    return BANK_TRANSFER_MESSAGES.slipType;
  if (file.size > MAX_SLIP_BYTES) return BANK_TRANSFER_MESSAGES.slipSize;
  if (file.size === 0) return BANK_TRANSFER_MESSAGES.noFile;
  return undefined;
}

/** 2.4 MB, 830 KB: a slip's size as the shop and the shopper read it. */
export function fileSizeWords(bytes: number): string {
  if (bytes >= 1024 * 1024) return `${(bytes / 1024 / 1024).toFixed(1)} MB`;
  return `${Math.max(1, Math.round(bytes / 1024))} KB`;
}
