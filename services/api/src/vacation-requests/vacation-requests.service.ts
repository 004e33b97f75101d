import { Injectable } from '@nestjs/common';
import { DataSource, type EntityManager } from 'typeorm';
import { isUuid } from '../common/uuid.js';
import { badRequest, conflict, notFound } from '../common/api-exception.js';
import { VacationStatus, type VacationRequest } from '@ferieplan/contracts';
import { parseIsoDate } from '@ferieplan/holidays';
import { serverVacation } from '@ferieplan/texts';
import type { AuthUser } from '../auth/current-user.decorator.js';
import { OrganizationAccessService } from '../access/organization-access.service.js';
import type { CreateVacationRequestDto } from './dto/create-vacation-request.dto.js';
import {
  organizationRequestsSql,
  VACATION_REQUEST_COLUMNS,
  VACATION_REQUEST_FROM,
} from './vacation-request.sql.js';

type Decision = typeof VacationStatus.Approved | typeof VacationStatus.Rejected;

@Injectable()
export class VacationRequestsService {
  constructor(
    private readonly dataSource: DataSource,
    private readonly access: OrganizationAccessService,
  ) {}

  /** The caller's own requests in every organisation they belong to (optionally one organisation). */
  async listMine(uid: string, organizationId?: string): Promise<VacationRequest[]> {
    const params: unknown[] = [uid];
    let where = 'm.user_uid = $1';
    if (organizationId) {
      params.push(organizationId);
      where += ' AND vr.organization_id = $2';
    }
    return this.dataSource.query(
      `SELECT ${VACATION_REQUEST_COLUMNS} FROM ${VACATION_REQUEST_FROM}
       WHERE ${where} ORDER BY vr.start_date, vr.created_at, vr.id`,
      params,
    );
  }

  /** Admin list of an organisation: one indexed query with the member join. */
  async listForOrganization(
    uid: string,
    organizationId: string,
    filters: { year?: number; status?: VacationStatus },
  ): Promise<VacationRequest[]> {
    await this.access.requireAdmin(uid, organizationId);
    const { sql, params } = organizationRequestsSql(organizationId, filters);
    return this.dataSource.query(sql, params);
  }

  /**
   * Submits a request. The overlap check and the insert run in one transaction that first locks the
   * member's row, so parallel submits of the same member are serialised and cannot both pass.
   */
  async create(user: AuthUser, body: CreateVacationRequestDto): Promise<VacationRequest> {
    // The DTO has already proven both dates are real 'YYYY-MM-DD' days.
    const start = parseIsoDate(body.startDate) as Date;
    const end = parseIsoDate(body.endDate) as Date;
    if (end < start) throw badRequest(serverVacation.endBeforeStart);
    if (start.getFullYear() !== end.getFullYear()) throw badRequest(serverVacation.notSameYear);

    return this.dataSource.transaction(async (manager) => {
      const member = await this.access.requireMember(user.uid, body.organizationId, manager);
      await manager.query('SELECT id FROM membership WHERE id = $1 FOR UPDATE', [member.id]);
      const overlapping: unknown[] = await manager.query(
        `SELECT 1 FROM vacation_request
         WHERE membership_id = $1 AND status IN ('Pending', 'Approved')
           AND start_date <= $3::date AND end_date >= $2::date
         LIMIT 1`,
        [member.id, body.startDate, body.endDate],
      );
      if (overlapping.length > 0) throw conflict(serverVacation.overlap);
      const rows: VacationRequest[] = await manager.query(
        `WITH vr AS (
           INSERT INTO vacation_request (organization_id, membership_id, start_date, end_date, description)
           VALUES ($1, $2, $3::date, $4::date, $5) RETURNING *)
         SELECT ${VACATION_REQUEST_COLUMNS} FROM vr JOIN membership m ON m.id = vr.membership_id`,
        [body.organizationId, member.id, body.startDate, body.endDate, body.description ?? null],
      );
      return rows[0];
    });
  }

  /**
   * Pending -> Approved | Rejected by an admin of the request's organisation. The request row is
   * locked so two admins deciding at once cannot both succeed. approvedAt is set on approval and
   * stays null on rejection; updatedAt and decided_by_uid are set on both.
   */
  async decide(uid: string, id: string, status: Decision): Promise<VacationRequest> {
    if (!isUuid(id)) throw notFound(serverVacation.notFound);
    return this.dataSource.transaction(async (manager) => {
      const [current] = await manager.query(
        'SELECT organization_id AS "organizationId", status FROM vacation_request WHERE id = $1 FOR UPDATE',
        [id],
      );
      if (!current) throw notFound(serverVacation.notFound);
      await this.access.requireAdmin(uid, current.organizationId, manager);
      if (current.status !== VacationStatus.Pending) throw conflict(serverVacation.alreadyDecided);
      await manager.query(
        `UPDATE vacation_request
         SET status = $2, updated_at = now(), decided_by_uid = $3,
             approved_at = CASE WHEN $4::boolean THEN now() ELSE NULL END
         WHERE id = $1`,
        [id, status, uid, status === VacationStatus.Approved],
      );
      return this.findOne(manager, id);
    });
  }

  /** The owner withdraws their own request while it is still pending. */
  async cancel(uid: string, id: string): Promise<void> {
    if (!isUuid(id)) throw notFound(serverVacation.notFound);
    const [, deleted] = await this.dataSource.query(
      `DELETE FROM vacation_request vr USING membership m
       WHERE vr.id = $1 AND m.id = vr.membership_id AND m.user_uid = $2 AND vr.status = 'Pending'`,
      [id, uid],
    );
    if (deleted > 0) return;
    // Nothing deleted: tell "not yours / not there" (404) apart from "already decided" (409).
    const own: unknown[] = await this.dataSource.query(
      `SELECT 1 FROM vacation_request vr JOIN membership m ON m.id = vr.membership_id
       WHERE vr.id = $1 AND m.user_uid = $2`,
      [id, uid],
    );
    if (own.length === 0) throw notFound(serverVacation.notFound);
    throw conflict(serverVacation.cancelNotPending);
  }

  private async findOne(manager: EntityManager, id: string): Promise<VacationRequest> {
    const [row] = await manager.query(
      `SELECT ${VACATION_REQUEST_COLUMNS} FROM ${VACATION_REQUEST_FROM} WHERE vr.id = $1`,
      [id],
    );
    return row;
  }
}
