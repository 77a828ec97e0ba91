import type { PaymentMethod } from '@avstore/core';
import { useMe } from '../../api/get-me';
import { usePublicConfig } from '../../config/public-config';

/** Whether the checkout offers a bank transfer: not without the shop's account, nor to an unconfirmed one. */
export type BankTransferOffer = 'offered' | 'unconfirmed' | 'none';

export function useBankTransferOffer(): BankTransferOffer {
  const bank = usePublicConfig().data?.bank;
  const me = useMe();
  if (!bank) return 'none';
  // Until the account is read it is offered: the server refuses it, in words, if it must.
  return me?.emailConfirmed === false ? 'unconfirmed' : 'offered';
}

/**
 * The checkout's ways to pay (docs/product.md §2 Checkout): the spec's card, KOKO and cash, and a
 * bank transfer once the shop has given its account, shown but not to be chosen by an account
 * whose e-mail address is not confirmed.
 */
export function paymentChoices(bank: BankTransferOffer) {
  return [
    { value: 'card' as PaymentMethod, label: 'Card', detail: "On the bank's secure payment page" },
    { value: 'koko' as PaymentMethod, label: 'KOKO', detail: 'Pay in 3 instalments' },
    { value: 'cash' as PaymentMethod, label: 'Cash', detail: 'On delivery or at pickup' },
    ...(bank === 'none'
      ? []
      : [
          {
            value: 'bank_transfer' as PaymentMethod,
            label: 'Bank transfer',
            detail:
              bank === 'offered'
                ? 'Pay into our bank account, then upload the slip'
                : 'Confirm your e-mail address to pay by bank transfer',
            disabled: bank === 'unconfirmed',
          },
        ]),
  ];
}

/**
 * The same ways to pay under the same rules, bank transfer first: how a school or a church pays
 * what the shop quoted (issue #28).
 */
export function quotedPaymentChoices(bank: BankTransferOffer) {
  const choices = paymentChoices(bank);
  return [
    ...choices.filter((c) => c.value === 'bank_transfer'),
    ...choices.filter((c) => c.value !== 'bank_transfer'),
  ];
}

/** The way to pay taken until the shopper chooses: the first that may be chosen. */
export const firstChoice = (choices: ReturnType<typeof paymentChoices>) =>
  choices.find((c) => !('disabled' in c && c.disabled))?.value;
