/*
 * Cells of every CSV file the API writes (product catalogues, orders, analytics, admin lists):
 * a cell that a spreadsheet would run as a formula (= + - @ tab CR first) is written with a leading
 * apostrophe, which the product import removes again.
 */
const FORMULA_START = /^[=+\-@\t\r]/;

export function protectCell(value: string): string {
  return FORMULA_START.test(value) ? `'${value}` : value;
}

export function unprotectCell(value: string): string {
  return value.startsWith("'") && FORMULA_START.test(value.slice(1)) ? value.slice(1) : value;
}
