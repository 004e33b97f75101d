// `npm run icons -w apps/shell`: draws the app's icons (public/icons/*.png) as real PNGs with nothing but
// node:zlib: a white calendar sheet with a blue sun on the product's blue. `maskable` keeps the drawing
// inside the safe zone (the inner 80 %) and fills the square, so launchers may cut any shape out of it.
import { writeFileSync } from 'node:fs';
import { deflateSync } from 'node:zlib';

const BLUE = [0x1f, 0x4f, 0xbf];
const WHITE = [0xff, 0xff, 0xff];
const LIGHT = [0xd6, 0xe2, 0xfb];

const CRC_TABLE = Array.from({ length: 256 }, (_, n) => {
  let c = n;
  for (let k = 0; k < 8; k++) c = c & 1 ? 0xedb88320 ^ (c >>> 1) : c >>> 1;
  return c >>> 0;
});
const crc32 = (buffer) => {
  let c = 0xffffffff;
  for (const byte of buffer) c = CRC_TABLE[(c ^ byte) & 0xff] ^ (c >>> 8);
  return (c ^ 0xffffffff) >>> 0;
};
const chunk = (type, data) => {
  const length = Buffer.alloc(4);
  length.writeUInt32BE(data.length);
  const crc = Buffer.alloc(4);
  crc.writeUInt32BE(crc32(Buffer.concat([Buffer.from(type), data])));
  return Buffer.concat([length, Buffer.from(type), data, crc]);
};

/** The colour of pixel (x, y) in a unit square (0..1), or null for transparent. */
function paint(x, y, { maskable }) {
  const inset = maskable ? 0 : 0.04;
  const radius = maskable ? 0 : 0.18;
  const inside = (px, py, x0, y0, x1, y1, r) => {
    if (px < x0 || px > x1 || py < y0 || py > y1) return false;
    const cx = Math.min(Math.max(px, x0 + r), x1 - r);
    const cy = Math.min(Math.max(py, y0 + r), y1 - r);
    return (px - cx) ** 2 + (py - cy) ** 2 <= r * r;
  };
  if (!inside(x, y, inset, inset, 1 - inset, 1 - inset, radius)) return null;
  // The drawing: scaled into the safe zone for maskable icons.
  const s = maskable ? 0.62 : 0.78;
  const u = (x - 0.5) / s + 0.5;
  const v = (y - 0.5) / s + 0.5;
  if (inside(u, v, 0.12, 0.16, 0.88, 0.88, 0.08)) {
    if (v < 0.34) return LIGHT; // the calendar's header
    if ((u - 0.5) ** 2 + (v - 0.6) ** 2 <= 0.14 ** 2) return BLUE; // the sun
    return WHITE;
  }
  if (inside(u, v, 0.28, 0.08, 0.36, 0.24, 0.03) || inside(u, v, 0.64, 0.08, 0.72, 0.24, 0.03)) return WHITE;
  return BLUE;
}

function png(size, options) {
  const rows = [];
  for (let y = 0; y < size; y++) {
    const row = Buffer.alloc(1 + size * 4);
    for (let x = 0; x < size; x++) {
      // 2x2 supersampling smooths the edges.
      let [r, g, b, a] = [0, 0, 0, 0];
      for (const [dx, dy] of [
        [0.25, 0.25],
        [0.75, 0.25],
        [0.25, 0.75],
        [0.75, 0.75],
      ]) {
        const colour = paint((x + dx) / size, (y + dy) / size, options);
        if (!colour) continue;
        r += colour[0];
        g += colour[1];
        b += colour[2];
        a += 255;
      }
      const n = a / 255 || 1;
      row.set([Math.round(r / n), Math.round(g / n), Math.round(b / n), Math.round(a / 4)], 1 + x * 4);
    }
    rows.push(row);
  }
  const header = Buffer.alloc(13);
  header.writeUInt32BE(size, 0);
  header.writeUInt32BE(size, 4);
  header.set([8, 6, 0, 0, 0], 8); // 8-bit RGBA
  return Buffer.concat([
    Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
    chunk('IHDR', header),
    chunk('IDAT', deflateSync(Buffer.concat(rows), { level: 9 })),
    chunk('IEND', Buffer.alloc(0)),
  ]);
}

const out = new URL('../public/icons/', import.meta.url);
for (const [name, size, maskable] of [
  ['icon-192.png', 192, false],
  ['icon-512.png', 512, false],
  ['maskable-512.png', 512, true],
  ['apple-touch-icon.png', 180, true],
]) {
  writeFileSync(new URL(name, out), png(size, { maskable }));
  console.log(`public/icons/${name} (${size}×${size})`);
}
