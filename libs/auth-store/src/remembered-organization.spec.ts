import { beforeEach, describe, expect, it, vi } from 'vitest';
import { SELECTED_ORGANIZATION_KEY } from '@ferieplan/contracts';
import {
  forgetOrganizationNames,
  rememberedSelectedOrganizationName,
  rememberOrganizationNames,
} from './remembered-organization.js';

const items = new Map<string, string>();
vi.stubGlobal('localStorage', {
  getItem: (key: string) => items.get(key) ?? null,
  setItem: (key: string, value: string) => items.set(key, value),
  removeItem: (key: string) => items.delete(key),
});

beforeEach(() => items.clear());

describe('the selected organisation name remembered for the first frame', () => {
  it('is the name remembered for the organisation selected now', () => {
    items.set(SELECTED_ORGANIZATION_KEY, 'org-2');
    rememberOrganizationNames([
      { id: 'org-1', name: 'Fjordkraft AS' },
      { id: 'org-2', name: 'Bølgen AS' },
    ]);
    expect(rememberedSelectedOrganizationName()).toBe('Bølgen AS');
    rememberOrganizationNames([{ id: 'org-2', name: 'Bølgen og Fjorden AS' }]);
    expect(rememberedSelectedOrganizationName()).toBe('Bølgen og Fjorden AS');
  });

  it('is nothing for an organisation not remembered, once forgotten or replaced, or when unreadable', () => {
    rememberOrganizationNames([{ id: 'org-1', name: 'Fjordkraft AS' }]);
    expect(rememberedSelectedOrganizationName()).toBeNull(); // nothing selected
    items.set(SELECTED_ORGANIZATION_KEY, 'org-2');
    expect(rememberedSelectedOrganizationName()).toBeNull();
    items.set(SELECTED_ORGANIZATION_KEY, 'org-1');
    rememberOrganizationNames([{ id: 'org-3', name: 'Ny AS' }], { replace: true });
    expect(rememberedSelectedOrganizationName()).toBeNull();
    rememberOrganizationNames([{ id: 'org-1', name: 'Fjordkraft AS' }]);
    forgetOrganizationNames();
    expect(rememberedSelectedOrganizationName()).toBeNull();
    items.set('ferieplan.organizationNames', '{not json');
    expect(rememberedSelectedOrganizationName()).toBeNull();
  });
});
