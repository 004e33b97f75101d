import type { NestFastifyApplication } from '@nestjs/platform-fastify';
import { parse } from 'csv-parse/sync';
import ExcelJS from 'exceljs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { client } from '../test/client.js';
import { createApp, signUp, type TestUser } from '../test/harness.js';
import { seedMember, seedOrganization, seedRequest, seedTeam } from '../test/factories.js';

// The exports read back as a payroll person's tools would: a real CSV parser and a real xlsx reader.
describe('Report exports (CSV for Norwegian Excel, xlsx)', () => {
  let app: NestFastifyApplication;
  let admin: TestUser;
  let member: TestUser;
  let org: string;

  beforeAll(async () => {
    app = await createApp();
    [admin, member] = await Promise.all([signUp(), signUp()]);
    org = (await seedOrganization(app, { plan: 'Pro', name: 'Fjørd & Sønner AS' })).id;
    const drift = await seedTeam(app, org, { name: 'Drift' });
    await seedMember(app, org, { user: admin, isAdmin: true, name: 'Kari Admin' });
    const ase = await seedMember(app, org, { user: member, name: 'Åse Øvrebø', teamId: drift });
    const approved = { status: 'Approved', approvedAt: '2027-02-01T10:00:00Z' } as const;
    await seedRequest(app, ase, {
      ...approved,
      startDate: '2026-12-28',
      endDate: '2027-01-05',
      description: 'Jul; "hytta"',
    }); // 2 days in 2027
    await seedRequest(app, ase, {
      ...approved,
      startDate: '2027-07-05',
      endDate: '2027-07-16',
      description: '=1+1',
    }); // 10 days
    await seedRequest(app, ase, {
      startDate: '2027-08-02',
      endDate: '2027-08-03',
      description: 'Ikke godkjent ennå',
    });
  });
  afterAll(async () => {
    await app?.close();
  });

  const download = (kind: string, format: string) =>
    client(app, admin).get(`/api/Reports/organization/${org}/${kind}/export?year=2027&format=${format}`);

  it('names the file after the organisation and year, in ASCII and exactly (RFC 5987)', async () => {
    const response = await download('employees', 'csv');
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toBe('text/csv; charset=utf-8');
    expect(response.headers['content-disposition']).toBe(
      `attachment; filename="Feriesaldo Fjord _ Sonner AS 2027.csv"; filename*=UTF-8''Feriesaldo%20Fj%C3%B8rd%20%26%20S%C3%B8nner%20AS%202027.csv`,
    );
    expect(response.headers['cache-control']).toBe('private, no-store');
    expect(response.headers['access-control-expose-headers']).toBe('Content-Disposition');
  });

  it('exports the employee table as CSV: BOM, semicolons, one Norwegian header row', async () => {
    const body = (await download('employees', 'csv')).rawPayload;
    expect([...body.subarray(0, 3)]).toEqual([0xef, 0xbb, 0xbf]);
    const rows = parse(body, { bom: true, delimiter: ';' }) as string[][];
    expect(rows).toEqual([
      [
        'Navn',
        'E-post',
        'Team',
        'Feriedager totalt',
        'Brukte dager',
        'Planlagte dager',
        'Gjenværende dager',
        'Overført fra i fjor',
        'Overført til neste år',
        'Antall søknader',
      ],
      // Norwegian order: Å after K.
      ['Kari Admin', admin.email, '', '25', '0', '0', '25', '0', '0', '0'],
      ['Åse Øvrebø', member.email, 'Drift', '25', '12', '2', '13', '0', '0', '3'],
    ]);
  });

  it('exports the approved requests of the year as CSV with dd.mm.yyyy dates', async () => {
    const rows = parse((await download('approved-requests', 'csv')).rawPayload, {
      bom: true,
      delimiter: ';',
    }) as string[][];
    expect(rows).toEqual([
      ['Navn', 'E-post', 'Team', 'Fra dato', 'Til dato', 'Feriedager i 2027', 'Beskrivelse', 'Godkjent dato'],
      ['Åse Øvrebø', member.email, 'Drift', '28.12.2026', '05.01.2027', '2', 'Jul; "hytta"', '01.02.2027'],
      // A description that looks like a formula stays text.
      ['Åse Øvrebø', member.email, 'Drift', '05.07.2027', '16.07.2027', '10', "'=1+1", '01.02.2027'],
    ]);
  });

  it('exports the same tables as xlsx with numbers, real dates and the header row', async () => {
    const response = await download('approved-requests', 'xlsx');
    expect(response.headers['content-type']).toBe(
      'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet',
    );
    expect(response.headers['content-disposition']).toContain(
      `filename*=UTF-8''Godkjent%20ferie%20Fj%C3%B8rd%20%26%20S%C3%B8nner%20AS%202027.xlsx`,
    );
    const workbook = new ExcelJS.Workbook();
    await workbook.xlsx.load(response.rawPayload as unknown as ArrayBuffer);
    const sheet = workbook.worksheets[0];
    expect(sheet.name).toBe('Godkjent ferie');
    const values = (row: number) => (sheet.getRow(row).values as unknown[]).slice(1);
    expect(values(1)).toEqual([
      'Navn',
      'E-post',
      'Team',
      'Fra dato',
      'Til dato',
      'Feriedager i 2027',
      'Beskrivelse',
      'Godkjent dato',
    ]);
    expect(values(2)).toEqual([
      'Åse Øvrebø',
      member.email,
      'Drift',
      new Date(Date.UTC(2026, 11, 28)),
      new Date(Date.UTC(2027, 0, 5)),
      2,
      'Jul; "hytta"',
      new Date(Date.UTC(2027, 1, 1)),
    ]);
    expect(sheet.getCell('D2').numFmt).toBe('dd.mm.yyyy');
    expect(values(3)[6]).toBe('=1+1'); // a text cell, never a formula
    expect(sheet.getCell('G3').formula).toBeUndefined();
    expect(sheet.rowCount).toBe(3);

    const employees = new ExcelJS.Workbook();
    await employees.xlsx.load((await download('employees', 'xlsx')).rawPayload as unknown as ArrayBuffer);
    const people = employees.worksheets[0];
    expect(people.name).toBe('Ansatte');
    expect((people.getRow(3).values as unknown[]).slice(1)).toEqual([
      'Åse Øvrebø',
      member.email,
      'Drift',
      25,
      12,
      2,
      13,
      0,
      0,
      3,
    ]);
  });
});
