import { Injectable } from '@nestjs/common';
import { SqlRepository, type Transaction } from '../database/sql.js';

/** Table teams_connection (migration 1768100000000): the URL only as ciphertext, its host for display. */
@Injectable()
export class TeamsConnectionRepository extends SqlRepository {
  byOrganization(
    organizationId: string,
    tx?: Transaction,
  ): Promise<{ urlEncrypted: string; urlHost: string } | null> {
    return this.one(
      'SELECT url_encrypted AS "urlEncrypted", url_host AS "urlHost" FROM teams_connection WHERE organization_id = $1',
      [organizationId],
      tx,
    );
  }

  async upsert(
    organizationId: string,
    urlEncrypted: string,
    urlHost: string,
    tx: Transaction,
  ): Promise<void> {
    await this.write(
      `INSERT INTO teams_connection (organization_id, url_encrypted, url_host) VALUES ($1, $2, $3)
       ON CONFLICT (organization_id) DO UPDATE SET url_encrypted = EXCLUDED.url_encrypted, url_host = EXCLUDED.url_host, created_at = now()`,
      [organizationId, urlEncrypted, urlHost],
      tx,
    );
  }

  async delete(organizationId: string, tx: Transaction): Promise<void> {
    await this.write('DELETE FROM teams_connection WHERE organization_id = $1', [organizationId], tx);
  }
}
