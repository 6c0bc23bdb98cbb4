import { doReadNumber, ReadingConfig } from 'read-vietnamese-number';

/**
 * The amount of an invoice in words, as Vietnamese invoices write it under the total:
 * 'Một triệu hai trăm năm mươi nghìn đồng'. Zod-free; the server writes it into the invoice it
 * sends, so the browser never loads the reader. The only module that imports it (lint keeps it so).
 */

const config = new ReadingConfig();
config.unit = ['đồng'];
// What invoices print: 'nghìn' (not the southern 'ngàn'), 'tỷ', and 'linh' for a zero tens
// digit ('một triệu không trăm linh năm nghìn'), where the library's default says 'lẻ'.
config.units = [[], ['nghìn'], ['triệu'], ['tỷ']];
config.oddText = 'linh';

/** Whole dong in words, first letter capitalised, ending with 'đồng'. Fractions are rounded off; a negative amount is refused. */
export function amountInWords(dong: number): string {
  if (!Number.isFinite(dong) || dong < 0) throw new RangeError(`Số tiền không hợp lệ: ${dong}`);
  const words = doReadNumber(BigInt(Math.round(dong)), config);
  return words.charAt(0).toLocaleUpperCase('vi-VN') + words.slice(1);
}
