/**
 * 'Krev godkjenning fra en annen administrator': an admin's own request must be decided by another
 * admin. The organisation's stored choice wins; without one (null) the rule is on as soon as there is
 * another admin to ask (two or more), and off for a lone admin, who would otherwise be stuck.
 */
export const requiresAnotherAdmin = (setting: boolean | null, adminCount: number): boolean =>
  setting ?? adminCount >= 2;
