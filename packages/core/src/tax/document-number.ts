export type TaxDocumentKind = 'invoice' | 'credit_note';

/**
 * The unit code of the revised format's serial (YYMMM_QQQQ_XXXXX, decision 025): the online shop
 * is one unit, and a credit note has its own sequence under its own code.
 */
export const TAX_DOCUMENT_UNITS: Record<TaxDocumentKind, string> = {
  invoice: 'WEB1',
  credit_note: 'CRN1',
};

const MONTHS = ['JAN', 'FEB', 'MAR', 'APR', 'MAY', 'JUN', 'JUL', 'AUG', 'SEP', 'OCT', 'NOV', 'DEC'];

/**
 * A tax document's number as the revised format writes it: the year's last two digits, the
 * month's first three letters, the unit, and the serial from the shop's own sequence with no
 * gaps: the 17th invoice, issued in November 2026, is 26NOV_WEB1_17.
 */
export function taxDocumentNumber(kind: TaxDocumentKind, serial: number, issuedOn: string): string {
  const [year, month] = issuedOn.split('-');
  return `${year!.slice(2)}${MONTHS[Number(month) - 1]}_${TAX_DOCUMENT_UNITS[kind]}_${serial}`;
}

/** '2026-11-27' → '11/27/2026': the revised format's MM/DD/YYYY. */
export function invoiceDate(day: string): string {
  const [year, month, date] = day.split('-');
  return `${month}/${date}/${year}`;
}
