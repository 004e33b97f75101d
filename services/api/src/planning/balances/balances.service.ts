import { Injectable } from '@nestjs/common';
import type { Transaction } from '../../database/sql.js';
import { BalancesRepository } from './balances.repository.js';
import { MemberBalances } from './yearly-balances.js';

/** Balances of an organisation's members (or one member) for some years, by the shared rules. */
@Injectable()
export class BalancesService {
  constructor(private readonly repository: BalancesRepository) {}

  async forOrganization(
    organizationId: string,
    years: readonly number[],
    membershipId: string | null = null,
    tx?: Transaction,
  ): Promise<MemberBalances> {
    const facts = await this.repository.facts(
      organizationId,
      Math.min(...years),
      Math.max(...years),
      membershipId,
      tx,
    );
    return new MemberBalances(facts);
  }
}
