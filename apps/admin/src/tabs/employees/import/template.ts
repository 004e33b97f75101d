import { importTemplateExample, importTemplateHeaders } from '@ferieplan/texts';

/** The template as Norwegian Excel opens it: UTF-8 with BOM, ';' between the columns, CRLF. */
export const templateCsv = (): string =>
  `\ufeff${[importTemplateHeaders.join(';'), importTemplateExample.join(';')].join('\r\n')}\r\n`;

/** A File's bytes as base64 (the API takes the file inside JSON). */
export async function fileAsBase64(file: Blob): Promise<string> {
  const bytes = new Uint8Array(await file.arrayBuffer());
  let binary = '';
  // In chunks: String.fromCharCode takes its arguments on the stack.
  for (let i = 0; i < bytes.length; i += 0x8000)
    binary += String.fromCharCode(...bytes.subarray(i, i + 0x8000));
  return btoa(binary);
}
