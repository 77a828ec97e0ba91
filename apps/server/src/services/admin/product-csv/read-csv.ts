import { CsvError, parse } from 'csv-parse';
import { CSV_MESSAGES, PRODUCT_CSV_LIMITS } from '@avstore/core';
import { AppError } from '../../../errors';

const notCsv = () => new AppError('invalid', CSV_MESSAGES.notCsv, 'not_csv');

/** A parser's complaint in words, with the line it is on. */
function why(error: CsvError): string {
  const line = (error as CsvError & { lines?: number }).lines;
  const at = line ? ` (line ${line})` : '';
  if (error.code === 'CSV_QUOTE_NOT_CLOSED') return `a quote is opened and never closed${at}.`;
  if (error.code === 'CSV_INVALID_CLOSING_QUOTE')
    return `a quote closes in the middle of a cell${at}.`;
  return `the cells are not laid out as CSV${at}.`;
}

/**
 * A spreadsheet set to a language that writes decimals with a comma saves CSV with semicolons:
 * a header with semicolons and no comma is read that way.
 */
function delimiterOf(text: string): ',' | ';' {
  const header = text.slice(0, text.search(/\r?\n|$/));
  return !header.includes(',') && header.includes(';') ? ';' : ',';
}

/**
 * The cells of a CSV file, rows of strings, header first. Refused: what is not UTF-8 text (a
 * picture, a spreadsheet's own format), a file over the row limit, cells that do not parse.
 */
export async function readCsv(bytes: Buffer): Promise<string[][]> {
  if (bytes.includes(0)) throw notCsv();
  let text: string;
  try {
    // Drops a byte order mark, as Excel's "CSV UTF-8" writes one.
    text = new TextDecoder('utf-8', { fatal: true }).decode(bytes);
  } catch {
    throw notCsv();
  }
  const records: string[][] = [];
  const parser = parse(text, { delimiter: delimiterOf(text), relax_column_count: true, bom: true });
  try {
    for await (const record of parser as AsyncIterable<string[]>) {
      records.push(record);
      // The header, and one more than allowed: enough to know the file is over.
      if (records.length > PRODUCT_CSV_LIMITS.rows + 1) {
        parser.destroy();
        throw new AppError('too_large', CSV_MESSAGES.tooManyRows, 'too_many_rows');
      }
    }
  } catch (error) {
    if (error instanceof AppError) throw error;
    if (error instanceof CsvError)
      throw new AppError('invalid', CSV_MESSAGES.unreadable(why(error)), 'bad_csv');
    throw error;
  }
  return records;
}
