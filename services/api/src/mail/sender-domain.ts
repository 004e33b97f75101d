/** The domain of the From address: the right-hand side of every Message-ID. */
export function senderDomain(from: string): string {
  const match = /@([^>\s]+)>?\s*$/.exec(from);
  return match ? match[1] : 'ferieplan.local';
}
