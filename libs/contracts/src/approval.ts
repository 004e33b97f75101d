// Issue 17: who may decide an admin's own vacation request.

/** GET/PUT /api/Organizations/{id}/approval-settings. */
export interface ApprovalSettings {
  organizationId: string;
  /** The stored choice: true/false as the admin set it, null = automatic (on with two or more admins). */
  requireSecondAdmin: boolean | null;
  /** Whether the rule applies now (the stored choice, or the automatic one). */
  effective: boolean;
  /** The organisation's admins now (the automatic choice depends on it). */
  adminCount: number;
}

export interface UpdateApprovalSettingsBody {
  requireSecondAdmin: boolean | null;
}
