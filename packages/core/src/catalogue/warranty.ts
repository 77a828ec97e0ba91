// A product's warranty in a shopper's words: the product page and the receipt say the same.

const GIVERS = {
  brand: "the brand's local agent",
  shop: 'the shop',
} as const;

/** "12 months" → "1 year"; "18 months"; "24 months" → "2 years". */
export function warrantyLength(months: number): string {
  if (months % 12 === 0) return months === 12 ? '1 year' : `${months / 12} years`;
  return months === 1 ? '1 month' : `${months} months`;
}

/** "1 year warranty from the brand's local agent" (docs/product.md §2 "Product page"). */
export function warrantyText(warranty: { months: number; by: keyof typeof GIVERS }): string {
  return `${warrantyLength(warranty.months)} warranty from ${GIVERS[warranty.by]}`;
}

/**
 * The warranty terms every receipt prints in the three languages of Sri Lanka (issue #28): what
 * each line's warranty is and that the shop handles the claim (the About page's promise, in
 * settings/default-content.ts). The Sinhala and Tamil are to be checked by a native reader.
 */
export const WARRANTY_TERMS = {
  en:
    "Warranty: each item's warranty shown above is the maker's warranty, on the maker's terms, " +
    "from the brand's local agent or, where stated, from the shop. We handle your claim for " +
    'you: contact us with your order number, and keep this receipt as proof of purchase.',
  si:
    'වගකීම: ඉහත එක් එක් භාණ්ඩය සමඟ දක්වා ඇති වගකීම නිෂ්පාදකයාගේ කොන්දේසි යටතේ වන නිෂ්පාදක ' +
    'වගකීමයි; එය සන්නාමයේ දේශීය නියෝජිතයාගෙන් හෝ, සඳහන් කර ඇති විට, අපගේ වෙළඳසැලෙන් ලැබේ. ' +
    'ඔබගේ වගකීම් ඉල්ලීම ඔබ වෙනුවෙන් අපි ඉදිරිපත් කර කටයුතු කරන්නෙමු: ඔබගේ ඇණවුම් අංකය සමඟ අප හා ' +
    'සම්බන්ධ වන්න, මිලදී ගැනීමේ සාක්ෂිය ලෙස මෙම රිසිට්පත තබා ගන්න.',
  ta:
    'உத்தரவாதம்: மேலே ஒவ்வொரு பொருளுடனும் காட்டப்பட்டுள்ள உத்தரவாதம், உற்பத்தியாளரின் ' +
    'நிபந்தனைகளின் கீழான உற்பத்தியாளர் உத்தரவாதமாகும்; அது வர்த்தக நாமத்தின் உள்ளூர் ' +
    'முகவரிடமிருந்து அல்லது, குறிப்பிடப்பட்டிருந்தால், எமது கடையிலிருந்து கிடைக்கும். உங்கள் ' +
    'உத்தரவாதக் கோரிக்கையை உங்கள் சார்பில் நாமே சமர்ப்பித்துக் கையாள்வோம்: உங்கள் ஆர்டர் ' +
    'இலக்கத்துடன் எம்மைத் தொடர்புகொள்ளுங்கள், கொள்வனவுக்கான சான்றாக இந்த ரசீதை வைத்திருங்கள்.',
} as const;
