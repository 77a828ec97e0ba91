import type { CurrentShop } from '../order-documents/shop';
import type { Mailer } from './mailer';

/**
 * Sends each message with the shop's name as it is set now as the sender's name. The address
 * stays the mailer's (SHOP_EMAIL): the SMTP server is set up to send for it (docs/deploy.md), not
 * for whatever address the back office is given.
 */
export function signedByShop(mailer: Mailer, shop: CurrentShop): Mailer {
  return {
    send: async (message) => mailer.send({ senderName: (await shop()).name, ...message }),
    close: () => mailer.close(),
  };
}
