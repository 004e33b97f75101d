import { renderToStaticMarkup } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import { AdminRowHeader, AdminTable } from './AdminTable.js';

describe('AdminTable', () => {
  it("labels each row's header cell with the first column's name (shown on a narrow screen)", () => {
    const html = renderToStaticMarkup(
      <AdminTable columns={['Navn', 'Handlinger']} rows={[{ id: 'a', name: 'Kari' }]} empty={<p>Tom</p>}>
        {(row) => (
          <tr key={row.id}>
            <AdminRowHeader rowId={row.id}>{row.name}</AdminRowHeader>
          </tr>
        )}
      </AdminTable>,
    );
    expect(html).toMatch(/<th scope="row" data-label="Navn"[^>]*>Kari<\/th>/);
  });

  it('shows what it is given for no rows instead of the table', () => {
    const html = renderToStaticMarkup(
      <AdminTable columns={['Navn']} rows={[]} empty={<p>Tom</p>}>
        {() => null}
      </AdminTable>,
    );
    expect(html).toBe('<p>Tom</p>');
  });
});
