// The keys under which the pass pages keep their answers (their useAsyncData calls) and their loadFirstScreen hands
// the server's answers over: one definition, so a loader and the page or component it feeds cannot drift apart.

/** The pass catalog, shared by /pricing and the pass pages. */
export const passCatalogKey = 'pass-catalog';

/** One pass's availability (pass/detail), which Buy Pass Now waits for. */
export function passDetailKey(iPassId: number): string {
  return `pass-detail-${iPassId}`;
}

/** One receipt, by the token of its signed link. */
export function passReceiptKey(token: string): string {
  return `pass-receipt-${token}`;
}
