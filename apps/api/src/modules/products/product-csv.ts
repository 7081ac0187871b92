/*
 * The product CSV file: UTF-8 (a BOM is written and accepted), comma-separated, a header row with
 * the columns of PRODUCT_CSV_COLUMNS (only title and price required), price in taka.
 * Cells that a spreadsheet would run as a formula (= + - @ tab CR first) are written with a leading
 * apostrophe, which the import removes again.
 */
const FORMULA_START = /^[=+\-@\t\r]/;

export function protectCell(value: string): string {
  return FORMULA_START.test(value) ? `'${value}` : value;
}

export function unprotectCell(value: string): string {
  return value.startsWith("'") && FORMULA_START.test(value.slice(1)) ? value.slice(1) : value;
}
