/** An organisation row as the organisation routes read it. */
export interface OrganizationRow {
  id: string;
  name: string;
  orgnr: string | null;
  plan: string;
}
