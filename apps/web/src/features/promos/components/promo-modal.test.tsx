import { beforeAll, describe, expect, it, vi } from 'vitest';
import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { PROMO_MESSAGES, SERVER_MESSAGES, type Language } from '@avstore/core';
import {
  inLanguage,
  inSinhalaAndTamil,
  makeProduct,
  PRODUCT_ID,
  stubApi,
  stubBrowser,
  stubDialog,
} from '../../../testing';
import { PromoModal } from './promo-modal';

const VALIDATE = 'POST /api/promos/validate';
const product = makeProduct({ name: 'Shure SM58', hasPromo: true, promoDiscount: 10 });

inSinhalaAndTamil(['catalogue']);
beforeAll(stubDialog);

function open(language: Language) {
  const onApplied = vi.fn();
  render(
    inLanguage(language, <PromoModal product={product} onClose={() => {}} onApplied={onApplied} />),
  );
  return onApplied;
}

/** Types `code` into the modal's one field and sends it. */
async function send(code: string) {
  await userEvent.type(screen.getByRole('textbox'), code);
  await userEvent.click(within(screen.getByRole('dialog')).getAllByRole('button').at(-1)!);
}

describe('the promo modal in English', () => {
  it("keeps the spec's words, and core's for the server's answers", async () => {
    const { alert } = stubBrowser();
    stubApi({
      [VALIDATE]: [
        { status: 400, body: { message: PROMO_MESSAGES.invalid } },
        { status: 409, body: { message: PROMO_MESSAGES.alreadyApplied } },
        { status: 200, body: { productId: PRODUCT_ID, promoCode: 'SAVE10', discount: 10 } },
      ],
    });
    const onApplied = open('en');
    const dialog = screen.getByRole('dialog', { name: 'Apply Promo Code' });
    expect(dialog).toHaveTextContent('Enter the promo code for Shure SM58 to save 10%.');
    expect(within(dialog).getByText('Shure SM58').tagName).toBe('STRONG');
    expect(screen.getByRole('button', { name: 'Apply Code' })).toBeDisabled();

    await send('save10');
    expect(await screen.findByRole('alert')).toHaveTextContent(PROMO_MESSAGES.invalid);
    await userEvent.click(screen.getByRole('button', { name: 'Apply Code' }));
    await vi.waitFor(() =>
      expect(screen.getByRole('alert')).toHaveTextContent(PROMO_MESSAGES.alreadyApplied),
    );
    await userEvent.click(screen.getByRole('button', { name: 'Apply Code' }));
    await vi.waitFor(() => expect(alert).toHaveBeenCalledWith(PROMO_MESSAGES.applied(10)));
    expect(onApplied).toHaveBeenCalledWith(product, { code: 'SAVE10', percent: 10 });
  });

  it('says only the name when the product names no saving', () => {
    render(
      <PromoModal
        product={makeProduct({ name: 'Shure SM58' })}
        onClose={() => {}}
        onApplied={() => {}}
      />,
    );
    expect(screen.getByRole('dialog')).toHaveTextContent('Enter the promo code for Shure SM58.');
  });
});

const SHOWN = {
  si: {
    title: 'ප්‍රවර්ධන කේතය යොදන්න',
    intro: '10% ක් ඉතිරි කර ගැනීමට Shure SM58 සඳහා ප්‍රවර්ධන කේතය ඇතුළත් කරන්න.',
    field: 'ප්‍රවර්ධන කේතය',
    apply: 'කේතය යොදන්න',
    invalid: 'ප්‍රවර්ධන කේතය වලංගු නැත. කරුණාකර නැවත උත්සාහ කරන්න.',
    used: 'ඔබ මෙම නිෂ්පාදනයට දැනටමත් ප්‍රවර්ධන කේතයක් යොදා ඇත.',
    tooMany: 'ඉල්ලීම් ඕනෑවට වඩා වැඩියි. කරුණාකර පසුව නැවත උත්සාහ කරන්න',
    applied: 'ප්‍රවර්ධන කේතය යෙදුවා! ඔබ 10% ක් ඉතිරි කර ගත්තා. නිෂ්පාදනය වට්ටම සමඟ කරත්තයට එක් කළා.',
  },
  ta: {
    title: 'சலுகைக் குறியீட்டைப் பயன்படுத்துக',
    intro: '10% சேமிக்க, Shure SM58 இற்கான சலுகைக் குறியீட்டை உள்ளிடுங்கள்.',
    field: 'சலுகைக் குறியீடு',
    apply: 'குறியீட்டைப் பயன்படுத்துக',
    invalid: 'சலுகைக் குறியீடு செல்லுபடியற்றது. தயவுசெய்து மீண்டும் முயற்சிக்கவும்.',
    used: 'இந்தப் பொருளுக்கு நீங்கள் ஏற்கனவே சலுகைக் குறியீட்டைப் பயன்படுத்தியுள்ளீர்கள்.',
    tooMany: 'அளவுக்கு அதிகமான கோரிக்கைகள். பின்னர் மீண்டும் முயற்சிக்கவும்',
    applied:
      'சலுகைக் குறியீடு பயன்படுத்தப்பட்டது! நீங்கள் 10% சேமித்தீர்கள். பொருள் தள்ளுபடியுடன் கூடையில் சேர்க்கப்பட்டது.',
  },
};

describe.each(['si', 'ta'] as const)('the promo modal in %s', (language) => {
  const words = SHOWN[language];

  it('asks for the code in the language', () => {
    open(language);
    const dialog = screen.getByRole('dialog', { name: words.title });
    expect(dialog).toHaveTextContent(words.intro);
    expect(within(dialog).getByText('Shure SM58').tagName).toBe('STRONG');
    expect(screen.getByLabelText(words.field)).toBeInTheDocument();
    expect(screen.getByRole('button', { name: words.apply })).toBeDisabled();
  });

  it("says the server's answers and the saving in the language", async () => {
    const { alert } = stubBrowser();
    stubApi({
      [VALIDATE]: [
        { status: 400, body: { message: PROMO_MESSAGES.invalid } },
        { status: 409, body: { message: PROMO_MESSAGES.alreadyApplied } },
        { status: 429, body: { message: SERVER_MESSAGES.tooManyRequests } },
        { status: 200, body: { productId: PRODUCT_ID, promoCode: 'SAVE10', discount: 10 } },
      ],
    });
    const onApplied = open(language);
    await send('save10');
    expect(await screen.findByRole('alert')).toHaveTextContent(words.invalid);
    for (const answer of [words.used, words.tooMany]) {
      await userEvent.click(screen.getByRole('button', { name: words.apply }));
      await vi.waitFor(() => expect(screen.getByRole('alert')).toHaveTextContent(answer));
    }
    await userEvent.click(screen.getByRole('button', { name: words.apply }));
    await vi.waitFor(() => expect(alert).toHaveBeenCalledWith(words.applied));
    expect(onApplied).toHaveBeenCalledWith(product, { code: 'SAVE10', percent: 10 });
  });
});
