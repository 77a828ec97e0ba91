import type { PaymentMethod } from '@avstore/core';
import { useMe } from '../../api/get-me';
import { usePublicConfig } from '../../config/public-config';
import type { CheckoutKey } from '../../i18n/checkout';
import type { Translate } from '../../i18n/translate';

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
export function paymentChoices(bank: BankTransferOffer, t: Translate<CheckoutKey>) {
  return [
    { value: 'card' as PaymentMethod, label: t('pay.card'), detail: t('pay.cardDetail') },
    { value: 'koko' as PaymentMethod, label: t('pay.koko'), detail: t('pay.kokoDetail') },
    { value: 'cash' as PaymentMethod, label: t('pay.cash'), detail: t('pay.cashDetail') },
    ...(bank === 'none'
      ? []
      : [
          {
            value: 'bank_transfer' as PaymentMethod,
            label: t('pay.bank'),
            detail: bank === 'offered' ? t('pay.bankDetail') : t('pay.bankUnconfirmed'),
            disabled: bank === 'unconfirmed',
          },
        ]),
  ];
}

/**
 * The same ways to pay under the same rules, bank transfer first: how a school or a church pays
 * what the shop quoted (issue #28).
 */
export function quotedPaymentChoices(bank: BankTransferOffer, t: Translate<CheckoutKey>) {
  const choices = paymentChoices(bank, t);
  return [
    ...choices.filter((c) => c.value === 'bank_transfer'),
    ...choices.filter((c) => c.value !== 'bank_transfer'),
  ];
}

/** The way to pay taken until the shopper chooses: the first that may be chosen. */
export const firstChoice = (choices: ReturnType<typeof paymentChoices>) =>
  choices.find((c) => !('disabled' in c && c.disabled))?.value;
