import type { Client } from 'pg';
export function seedDemo(
  client: Client,
  options?: { today?: string },
): Promise<{ created: boolean; organizationId: string }>;
