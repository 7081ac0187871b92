/*
 * One reference per money movement (decision 053). A movement is named by the id of the thing that
 * moved the money: a top-up by its payment id, a withdrawal by its withdrawal id, a transfer by its
 * ledger transaction id, a referral bonus by the referred friend's id (one bonus per friend). Every
 * screen, notification and staff view shows the same short form of that id.
 */

/** The short reference people read and quote: the id's first 8 hex digits, upper-case (`3F2A9C01`). */
export function shortReference(id: string): string {
  return id.replace(/-/g, '').slice(0, 8).toUpperCase();
}
