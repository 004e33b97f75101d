import type { NestFastifyApplication } from '@nestjs/platform-fastify';
import { parse } from 'csv-parse/sync';
import ExcelJS from 'exceljs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { AuditPage, Employee, PayCodes, PayrollPreview } from '@ferieplan/contracts';
import { serverPayroll } from '@ferieplan/texts';
import { client, type ApiClient } from '../test/client.js';
import { createApp, signUp, type TestUser } from '../test/harness.js';
import { seedAbsenceKinds, seedMember, seedOrganization, seedRequest } from '../test/factories.js';

// Lønnseksport read back as payroll would: the Visma file and the CSV with a real CSV parser, the
// xlsx with a real xlsx reader. Quantities come from the shared counting (absenceCost/absenceHours).
describe('Payroll export (Visma Lønn, CSV, xlsx)', () => {
  let app: NestFastifyApplication;
  let admin: TestUser;
  let api: ApiClient;
  let org: string;
  let ase: string;
  let bjorn: string;
  const january = 'from=2027-01-01&to=2027-01-31';

  beforeAll(async () => {
    app = await createApp();
    admin = await signUp();
    api = client(app, admin);
    org = (await seedOrganization(app, { plan: 'Pro', name: 'Fjørd AS' })).id;
    await seedMember(app, org, { user: admin, isAdmin: true, name: 'Kari Admin' });
    ase = await seedMember(app, org, { name: 'Åse Øvrebø' });
    bjorn = await seedMember(app, org, { name: 'Bjørn Berg', normalDayHours: 6 });
    await seedAbsenceKinds(app, org, [{ kind: 'Avspasering' }, { kind: 'Foreldrepermisjon' }]);
    const approved = { status: 'Approved' } as const;
    // Over New Year with a half last day: in January 1 (holiday), 4 and 5 (half) = 1.5 days.
    await seedRequest(app, ase, {
      ...approved,
      startDate: '2026-12-28',
      endDate: '2027-01-05',
      halfDayEnd: true,
    });
    await seedRequest(app, ase, { ...approved, startDate: '2027-01-18', endDate: '2027-01-19' }); // + 2 = 3.5
    // 3 hours on Thu 28 and Fri 29 January; 1 February is outside the period.
    await seedRequest(app, bjorn, {
      ...approved,
      kind: 'Avspasering',
      startDate: '2027-01-28',
      endDate: '2027-02-01',
      hours: 3,
    });
    // A whole day of Avspasering without hours: Bjørn's normal day of 6 hours.
    await seedRequest(app, bjorn, { ...approved, kind: 'Avspasering', startDate: '2027-01-11' });
    await seedRequest(app, bjorn, {
      ...approved,
      kind: 'Foreldrepermisjon',
      startDate: '2027-01-04',
      endDate: '2027-01-08',
      percentage: 50,
    });
    // Not in the export: pending, rejected, outside the period.
    await seedRequest(app, ase, { startDate: '2027-01-25' });
    await seedRequest(app, ase, { status: 'Rejected', startDate: '2027-01-26' });
    await seedRequest(app, ase, { ...approved, startDate: '2027-02-02' });
  });
  afterAll(async () => {
    await app?.close();
  });

  const setNumber = (membershipId: string, name: string, employeeNumber: string | null) =>
    api.put(`/api/Users/${membershipId}`, { name, employeeNumber });
  const download = (format: string) =>
    api.get(`/api/Payroll/organization/${org}/export?${january}&format=${format}`);

  it('refuses the export with a Norwegian list of the missing employee numbers and pay codes', async () => {
    const preview = await api.json<PayrollPreview>(`/api/Payroll/organization/${org}/preview?${january}`);
    expect(preview.missingEmployeeNumbers.map((member) => member.name)).toEqual(['Bjørn Berg', 'Åse Øvrebø']);
    expect(preview.missingPayCodes).toEqual(['Ferie', 'Avspasering', 'Foreldrepermisjon']);

    const refused = await download('visma');
    expect(refused.statusCode).toBe(409);
    expect(refused.json().message).toBe(
      'Lønnseksporten kan ikke lages før alt er på plass. Ansattnummer mangler for: Bjørn Berg, Åse Øvrebø. ' +
        'Lønnsart mangler for: Ferie, Avspasering, Foreldrepermisjon.',
    );
    expect(refused.json().details.missingPayCodes).toEqual(['Ferie', 'Avspasering', 'Foreldrepermisjon']);
  });

  it('keeps employee numbers to 1-10 digits, unique in the organisation, clearable', async () => {
    const bad = await setNumber(ase, 'Åse Øvrebø', '12a');
    expect(bad.statusCode).toBe(400);
    expect(bad.json().errors.employeeNumber).toEqual([serverPayroll.employeeNumberInvalid]);

    expect((await setNumber(ase, 'Åse Øvrebø', ' 1001 ')).json<Employee>().employeeNumber).toBe('1001');
    const taken = await setNumber(bjorn, 'Bjørn Berg', '1001');
    expect(taken.statusCode).toBe(409);
    expect(taken.json().message).toBe(serverPayroll.employeeNumberTaken('1001'));

    expect((await setNumber(bjorn, 'Bjørn Berg', '')).json<Employee>().employeeNumber).toBeNull();
    expect((await setNumber(bjorn, 'Bjørn Berg', '1002')).json<Employee>().employeeNumber).toBe('1002');
    const edits = await api.json<AuditPage>(`/api/Audit/organization/${org}?category=employee`);
    expect(edits.entries[0].description).toBe('Kari Admin endret Bjørn Berg: ansattnummer – → 1002');

    // Left out: kept.
    const kept = await api.put(`/api/Users/${bjorn}`, { name: 'Bjørn Berg' });
    expect(kept.json<Employee>().employeeNumber).toBe('1002');
  });

  it('maps kinds to pay codes (null removes one, kinds left out keep theirs)', async () => {
    const bad = await api.put(`/api/Payroll/organization/${org}/pay-codes`, {
      codes: [{ kind: 'Ferie', payCode: '12;0' }],
    });
    expect(bad.statusCode).toBe(400);
    expect(bad.json().message).toBe(serverPayroll.payCodeInvalid);

    await api.put(`/api/Payroll/organization/${org}/pay-codes`, {
      codes: [
        { kind: 'Ferie', payCode: '120' },
        { kind: 'Annet', payCode: '999' },
      ],
    });
    const saved = await api.put(`/api/Payroll/organization/${org}/pay-codes`, {
      codes: [
        { kind: 'Avspasering', payCode: 'AVSP' },
        { kind: 'Foreldrepermisjon', payCode: '330' },
        { kind: 'Annet', payCode: null },
      ],
    });
    expect(saved.statusCode).toBe(200);
    const codes = Object.fromEntries(saved.json<PayCodes>().codes.map((code) => [code.kind, code.payCode]));
    expect(codes).toEqual({
      Ferie: '120',
      Avspasering: 'AVSP',
      Velferdspermisjon: null,
      PermisjonUtenLonn: null,
      Foreldrepermisjon: '330',
      Annet: null,
      // No sick kind (issue 25): health data, only in the admin's 'Sykefravær' export.
    });

    // Audited: what changed, and nothing for a save that changes nothing.
    await api.put(`/api/Payroll/organization/${org}/pay-codes`, {
      codes: [{ kind: 'Ferie', payCode: '120' }],
    });
    const log = await api.json<AuditPage>(`/api/Audit/organization/${org}?category=payroll`);
    expect(log.entries.map((entry) => entry.description)).toEqual([
      'Kari Admin endret lønnsarter: Avspasering → AVSP, Foreldrepermisjon → 330, Annet fravær → ingen',
      'Kari Admin endret lønnsarter: Ferie → 120, Annet fravær → 999',
    ]);
  });

  it('exports the Visma Lønn file: year, employee number, pay code and quantity per member and kind', async () => {
    const response = await download('visma');
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-disposition']).toContain(
      `filename*=UTF-8''Visma%20L%C3%B8nn%20Fj%C3%B8rd%20AS%2001.01.2027-31.01.2027.csv`,
    );
    // Lønnsregistrering Standard format: no header line; year, run, employee number, pay code, quantity.
    const rows = parse(response.rawPayload, { delimiter: ';' }) as string[][];
    expect(rows.map((row) => [row.length, row[0], row[1], row[2], row[3], row[5]])).toEqual([
      // Bjørn: 3 + 3 hours and a 6-hour day of Avspasering; 5 days at 50 %.
      [17, '2027', '0', '1002', 'AVSP', '12.00'],
      [17, '2027', '0', '1002', '330', '2.50'],
      [17, '2027', '0', '1001', '120', '3.50'],
    ]);
  });

  it('exports the generic CSV and xlsx with names, kinds, units and the period', async () => {
    const csv = parse((await download('csv')).rawPayload, { bom: true, delimiter: ';' }) as string[][];
    expect(csv).toEqual([
      ['Ansattnummer', 'Navn', 'Lønnsart', 'Fraværstype', 'Antall', 'Enhet', 'Fra dato', 'Til dato'],
      ['1002', 'Bjørn Berg', 'AVSP', 'Avspasering', '12', 'timer', '01.01.2027', '31.01.2027'],
      ['1002', 'Bjørn Berg', '330', 'Foreldrepermisjon', '2,5', 'dager', '01.01.2027', '31.01.2027'],
      ['1001', 'Åse Øvrebø', '120', 'Ferie', '3,5', 'dager', '01.01.2027', '31.01.2027'],
    ]);

    const xlsx = await download('xlsx');
    expect(xlsx.headers['content-type']).toBe(
      'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet',
    );
    const book = new ExcelJS.Workbook();
    await book.xlsx.load(xlsx.rawPayload as unknown as ArrayBuffer);
    const sheet = book.getWorksheet('Lønnseksport')!;
    expect(sheet.getRow(1).getCell(1).value).toBe('Ansattnummer');
    const row = sheet.getRow(4);
    expect([row.getCell(1).value, row.getCell(2).value, row.getCell(5).value, row.getCell(6).value]).toEqual([
      '1001',
      'Åse Øvrebø',
      3.5,
      'dager',
    ]);
    expect((row.getCell(7).value as Date).toISOString()).toBe('2027-01-01T00:00:00.000Z');
  });

  it('refuses a reversed or over-long period and an unknown format (400, Norwegian)', async () => {
    const reversed = await api.get(`/api/Payroll/organization/${org}/preview?from=2027-02-01&to=2027-01-01`);
    expect([reversed.statusCode, reversed.json().message]).toEqual([400, serverPayroll.periodReversed]);
    const long = await api.get(`/api/Payroll/organization/${org}/preview?from=2027-01-01&to=2028-01-02`);
    expect([long.statusCode, long.json().message]).toEqual([400, serverPayroll.periodTooLong]);
    const format = await api.get(`/api/Payroll/organization/${org}/export?${january}&format=pdf`);
    expect([format.statusCode, format.json().message]).toEqual([400, serverPayroll.formatInvalid]);
  });
});
