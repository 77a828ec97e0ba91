import { holdRefusal, type HoldLine } from '@avstore/core';
import type { AccountHolds } from './held-stock';
import type { CreateOrder, HoldRules } from './order-request';
import { HoldRefused } from './refused-orders';

export interface HoldCheck {
  userId: string;
  /** Who the account is and what its pending orders hold (accountHolds). */
  account: AccountHolds;
  /** The address an unconfirmed account's order is counted under (clientAddress), locked. */
  address: string | null;
  /** Units the address's unconfirmed accounts hold (readForOrder), when there is an address. */
  addressUnits?: number;
  request: CreateOrder;
  /** The order's lines as the server priced them. */
  lines: HoldLine[];
  totalCents: number;
  rules: HoldRules;
}

/**
 * Refuses, with HoldRefused, an order that would take the account's unpaid orders, or those of
 * the unconfirmed accounts of its address, past what they may hold (docs/product.md §11 "What
 * unpaid orders may hold"). Runs in the order's transaction, under the account's lock and, for
 * an unconfirmed account, the address's, on what was read under them.
 */
export function checkHolds(check: HoldCheck): void {
  const { account, address, rules, request } = check;
  const { held } = account;
  const fromAddress =
    !account.confirmed && address !== null
      ? { units: check.addressUnits ?? 0, max: rules.unconfirmedUnitsPerAddress }
      : undefined;
  const refusal = holdRefusal(
    held,
    check.lines,
    account.confirmed ? rules.confirmed : rules.unconfirmed,
    fromAddress,
  );
  if (!refusal) return;
  throw new HoldRefused(
    {
      userId: check.userId,
      accountEmail: account.email,
      confirmed: account.confirmed,
      address,
      customer: request.customer,
      lines: check.lines,
      totalCents: check.totalCents,
      paymentMethod: request.paymentMethod,
      deliveryMethod: request.deliveryMethod,
      refusal,
      held,
    },
    rules.shop,
  );
}
