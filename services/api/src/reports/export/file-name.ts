const NORWEGIAN: Record<string, string> = { æ: 'ae', ø: 'o', å: 'a', Æ: 'Ae', Ø: 'O', Å: 'A' };

/** An ASCII rendering for old clients: Norwegian letters spelt out, accents dropped, anything unsafe -> '_'. */
export function asciiFileName(name: string): string {
  return name
    .replace(/[æøåÆØÅ]/g, (letter) => NORWEGIAN[letter])
    .normalize('NFKD')
    .replace(/[\u0300-\u036f]/g, '')
    .replace(/[^A-Za-z0-9 ._-]/g, '_')
    .replace(/\s+/g, ' ')
    .trim();
}

/** RFC 5987 encoding (attr-char stays, everything else percent-encoded UTF-8). */
const encodeRfc5987 = (value: string) =>
  encodeURIComponent(value).replace(/['()*]/g, (c) => `%${c.charCodeAt(0).toString(16).toUpperCase()}`);

/** Content-Disposition of a download: a safe ASCII filename and the exact UTF-8 name in filename* (RFC 6266). */
export function attachmentDisposition(fileName: string): string {
  return `attachment; filename="${asciiFileName(fileName)}"; filename*=UTF-8''${encodeRfc5987(fileName)}`;
}
