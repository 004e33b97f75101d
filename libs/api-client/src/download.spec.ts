import { describe, expect, it } from 'vitest';
import { fileNameOf } from './download.js';

describe('the file name of a download', () => {
  it('prefers the exact UTF-8 name (RFC 5987) over the ASCII fallback', () => {
    const header = `attachment; filename="Feriesaldo Fjord _ Sonner AS 2027.csv"; filename*=UTF-8''Feriesaldo%20Fj%C3%B8rd%20%26%20S%C3%B8nner%20AS%202027.csv`;
    expect(fileNameOf(header, 'x.csv')).toBe('Feriesaldo Fjørd & Sønner AS 2027.csv');
  });
  it('falls back to the plain name, then to the caller’s name', () => {
    expect(fileNameOf('attachment; filename="rapport.xlsx"', 'x.xlsx')).toBe('rapport.xlsx');
    expect(fileNameOf(`attachment; filename*=UTF-8''%E0%A4%A`, 'x.xlsx')).toBe('x.xlsx');
    expect(fileNameOf(null, 'x.xlsx')).toBe('x.xlsx');
  });
});
