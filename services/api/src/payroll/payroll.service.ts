import { Injectable } from '@nestjs/common';
import { Pool } from 'pg';
import {
  AuditKind,
  type PayCode,
  type PayCodes,
  type PayrollFormat,
  type PayrollPeriod,
  type PayrollPreview,
} from '@ferieplan/contracts';
import { payrollExport, server, serverPayroll } from '@ferieplan/texts';
import { hasReports, OFFERED_ABSENCE_KINDS } from '@ferieplan/vacation-rules';
import { OrganizationAccessService } from '../access/organization-access.service.js';
import { AuditLog } from '../audit/audit-log.js';
import { conflict, DomainError, forbidden, invalidInput, notFound } from '../common/domain-error.js';
import { isUuid } from '../common/uuid.js';
import { runInTransaction } from '../database/transaction.js';
import { toCsv } from '../reports/export/csv.js';
import { attachmentDisposition } from '../reports/export/file-name.js';
import { toXlsx } from '../reports/export/xlsx.js';
import { CONTENT_TYPES as REPORT_CONTENT_TYPES, type ExportFile } from '../reports/report-export.service.js';
import { payrollTable, toVismaFile } from './export/payroll-files.js';
import { payrollContent, type PayrollContent } from './export/payroll-lines.js';
import { PayrollRepository } from './payroll.repository.js';

/** A period as the routes take it: both ends inclusive, already checked (dto/payroll-period.ts). */
interface Period {
  from: string;
  to: string;
}

const CONTENT_TYPES: Record<PayrollFormat, string> = {
  visma: 'text/csv; charset=us-ascii',
  ...REPORT_CONTENT_TYPES,
};

/**
 * Lønnseksport (issue 27): admins of a Pro organisation map kinds to pay codes, preview and export a
 * period, and mark it 'Eksportert til lønn'. Reopening is allowed on any plan, so that an organisation
 * that leaves Pro is never stuck with locked periods.
 */
@Injectable()
export class PayrollService {
  constructor(
    private readonly pool: Pool,
    private readonly access: OrganizationAccessService,
    private readonly payroll: PayrollRepository,
    private readonly audit: AuditLog,
  ) {}

  /** Tenancy (404), admin (403), plan (403); the organisation's name and the admin's membership. */
  private async authorize(uid: string, organizationId: string) {
    const admin = await this.access.requireAdmin(uid, organizationId);
    const organization = await this.payroll.organization(organizationId);
    if (!organization) throw notFound(server.organizationNotFound);
    if (!hasReports(organization.plan)) throw forbidden(serverPayroll.proRequired);
    return { admin, organizationName: organization.name };
  }

  async payCodes(uid: string, organizationId: string): Promise<PayCodes> {
    await this.authorize(uid, organizationId);
    return this.payCodesOf(organizationId);
  }

  private async payCodesOf(organizationId: string): Promise<PayCodes> {
    const codes = await this.payroll.payCodes(organizationId);
    return {
      organizationId,
      codes: OFFERED_ABSENCE_KINDS.map((kind) => ({ kind, payCode: codes.get(kind) ?? null })),
    };
  }

  /** Sets the listed kinds' pay codes (null removes one); audited with each change. */
  async updatePayCodes(uid: string, organizationId: string, codes: readonly PayCode[]): Promise<PayCodes> {
    const { admin } = await this.authorize(uid, organizationId);
    const kinds = codes.map((code) => code.kind);
    if (new Set(kinds).size !== kinds.length) throw invalidInput(serverPayroll.kindRepeated);
    if (kinds.some((kind) => !OFFERED_ABSENCE_KINDS.includes(kind)))
      throw invalidInput(serverPayroll.kindNotOffered, { codes: [serverPayroll.kindNotOffered] });
    await runInTransaction(this.pool, async (tx) => {
      const before = await this.payroll.payCodes(organizationId, tx);
      const changes = codes
        .map((code) => ({ kind: code.kind, before: before.get(code.kind) ?? null, after: code.payCode }))
        .filter((change) => change.before !== change.after);
      if (changes.length === 0) return;
      await this.payroll.setPayCodes(organizationId, codes, tx);
      await this.audit.record(
        { organizationId, kind: AuditKind.PayCodesChanged, actor: admin.id, details: { changes } },
        tx,
      );
    });
    return this.payCodesOf(organizationId);
  }

  private async content(organizationId: string, period: Period): Promise<PayrollContent> {
    const [requests, codes] = await Promise.all([
      this.payroll.approvedRequests(organizationId, period.from, period.to),
      this.payroll.payCodes(organizationId),
    ]);
    return payrollContent(requests, codes, period);
  }

  async preview(uid: string, organizationId: string, period: Period): Promise<PayrollPreview> {
    await this.authorize(uid, organizationId);
    const [content, exportedPeriods] = await Promise.all([
      this.content(organizationId, period),
      this.payroll.periods(organizationId, period),
    ]);
    return { ...period, ...content, exportedPeriods };
  }

  /**
   * The period's file. Refused (409, the missing names and kinds in the message and in `details`) while
   * a line lacks an employee number or a pay code: a file payroll cannot read helps nobody.
   */
  async export(
    uid: string,
    organizationId: string,
    period: Period,
    format: PayrollFormat,
  ): Promise<ExportFile> {
    const { organizationName } = await this.authorize(uid, organizationId);
    const content = await this.content(organizationId, period);
    if (content.missingEmployeeNumbers.length > 0 || content.missingPayCodes.length > 0)
      throw new DomainError(
        'conflict',
        serverPayroll.incomplete(
          content.missingEmployeeNumbers.map((member) => member.name),
          content.missingPayCodes,
        ),
        undefined,
        {
          reason: 'incomplete',
          missingEmployeeNumbers: content.missingEmployeeNumbers,
          missingPayCodes: content.missingPayCodes,
        },
      );
    const stem =
      format === 'visma'
        ? payrollExport.vismaFile(organizationName, period.from, period.to)
        : payrollExport.file(organizationName, period.from, period.to);
    const table = payrollTable(content.lines, period);
    const body =
      format === 'visma'
        ? toVismaFile(content.lines, period)
        : format === 'csv'
          ? toCsv(table)
          : await toXlsx(table);
    return {
      contentType: CONTENT_TYPES[format],
      contentDisposition: attachmentDisposition(`${stem}.${format === 'xlsx' ? 'xlsx' : 'csv'}`),
      body,
    };
  }

  async periods(uid: string, organizationId: string): Promise<PayrollPeriod[]> {
    await this.authorize(uid, organizationId);
    return this.payroll.periods(organizationId);
  }

  /**
   * Marks the period 'Eksportert til lønn'. The organisation row is taken exclusively first: request
   * writes hold it shared (submit) or for update (approve), so none is half-way while the mark is set,
   * and each one after it sees the period (PayrollLockService).
   */
  async markExported(uid: string, organizationId: string, period: Period): Promise<PayrollPeriod> {
    const { admin } = await this.authorize(uid, organizationId);
    return runInTransaction(this.pool, async (tx) => {
      await this.payroll.lockOrganizationExclusively(organizationId, tx);
      const overlapping = await this.payroll.lockedPeriod(organizationId, period.from, period.to, tx);
      if (overlapping) throw conflict(serverPayroll.periodOverlaps(overlapping.from, overlapping.to));
      const marked = await this.payroll.insertPeriod(organizationId, period, admin.id, tx);
      await this.audit.record(
        {
          organizationId,
          kind: AuditKind.PayrollPeriodMarked,
          actor: admin.id,
          targetId: marked.id,
          details: period,
        },
        tx,
      );
      return marked;
    });
  }

  /** Reopens a marked period (admins, any plan): absences in it may change again. Audited. */
  async reopen(uid: string, organizationId: string, periodId: string): Promise<void> {
    const admin = await this.access.requireAdmin(uid, organizationId);
    if (!isUuid(periodId)) throw notFound(serverPayroll.periodNotFound);
    await runInTransaction(this.pool, async (tx) => {
      const reopened = await this.payroll.deletePeriod(organizationId, periodId, tx);
      if (!reopened) throw notFound(serverPayroll.periodNotFound);
      await this.audit.record(
        {
          organizationId,
          kind: AuditKind.PayrollPeriodReopened,
          actor: admin.id,
          targetId: reopened.id,
          details: { from: reopened.from, to: reopened.to },
        },
        tx,
      );
    });
  }
}
