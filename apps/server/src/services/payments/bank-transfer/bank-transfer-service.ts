import type { User } from '@avstore/core';
import type { Db } from '../../../db/database';
import type { Clock } from '../../clock';
import type { MailKick } from '../../mail/outbox';
import { rejectSlip, verifySlip } from './decide-slip';
import { readableSlips, slipFile, waitingSlips } from './order-slips';
import { uploadSlip, type SlipUpload } from './upload-slip';

export interface BankTransferDeps {
  db: Db;
  clock: Clock;
  /** Sends the mail a slip's upload or decision recorded, once it has committed. */
  mailKick: MailKick;
}

/**
 * Paying by bank transfer (docs/product.md §12 "Bank transfer"): the shopper's payment slips, and
 * the shop's verification or rejection of each. The order itself is placed as any other
 * (orders/create-order.ts) and expires by the sweep (orders/expiry-sweep.ts).
 */
export function bankTransferService({ db, clock, mailKick }: BankTransferDeps) {
  return {
    /** The order's slips, newest first, for its owner and staff (404 to anyone else). */
    slips: (orderId: string, viewer?: User) => readableSlips(db, clock, orderId, viewer),
    /** One slip's file, for the same readers. */
    file: (orderId: string, slipId: string, viewer?: User) =>
      slipFile(db, clock, orderId, slipId, viewer),
    /** A slip from the order's owner, read by `read` once the order is known to be theirs. */
    async upload(user: User, orderId: string, read: () => Promise<SlipUpload>) {
      const slip = await uploadSlip(db, clock, user, orderId, read);
      mailKick();
      return slip;
    },
    /** The shop has the money: the order is paid and confirmed. */
    async verify(actor: User, orderId: string, slipId: string) {
      const slips = await verifySlip(db, actor, orderId, slipId);
      mailKick();
      return slips;
    },
    /** The slip shows no payment: the shopper is told why and may send another. */
    async reject(actor: User, orderId: string, slipId: string, reason: string) {
      const slips = await rejectSlip(db, actor, orderId, slipId, reason);
      mailKick();
      return slips;
    },
    /** The slips the shop has still to check, oldest first. */
    waiting: () => waitingSlips(db),
  };
}

export type BankTransferService = ReturnType<typeof bankTransferService>;
