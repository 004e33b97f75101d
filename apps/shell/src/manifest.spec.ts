/// <reference types="node" />
import { readFileSync } from 'node:fs';
import { appManifest } from '@ferieplan/texts';
import { describe, expect, it } from 'vitest';

const manifest = JSON.parse(readFileSync(new URL('../public/manifest.webmanifest', import.meta.url), 'utf8'));

/** The PNG's own width and height (IHDR), so a listed size is the file's real size. */
function pngSize(src: string): string {
  const file = readFileSync(new URL(`../public${src}`, import.meta.url));
  expect(file.subarray(1, 4).toString()).toBe('PNG');
  return `${file.readUInt32BE(16)}x${file.readUInt32BE(20)}`;
}

describe('web app manifest', () => {
  it('names the app in Norwegian as libs/texts does and opens the dashboard', () => {
    expect(manifest.name).toBe(appManifest.name);
    expect(manifest.short_name).toBe(appManifest.shortName);
    expect(manifest.description).toBe(appManifest.description);
    expect(manifest).toMatchObject({ lang: 'nb', start_url: '/dashboard', display: 'standalone' });
  });

  it('lists real PNG icons of the sizes it claims, 192 and 512 and a maskable one', () => {
    for (const icon of manifest.icons) expect(pngSize(icon.src)).toBe(icon.sizes);
    expect(manifest.icons.map((icon: { sizes: string }) => icon.sizes)).toEqual(
      expect.arrayContaining(['192x192', '512x512']),
    );
    expect(manifest.icons.some((icon: { purpose: string }) => icon.purpose === 'maskable')).toBe(true);
  });
});
