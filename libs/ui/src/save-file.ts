/** Hands a file made in the page (a download fetched with the bearer token, an export) to the browser. */
export function saveFile(blob: Blob, fileName: string): void {
  const url = URL.createObjectURL(blob);
  const link = document.createElement('a');
  link.href = url;
  link.download = fileName;
  document.body.append(link);
  link.click();
  link.remove();
  // Let the browser start reading the Blob before it is released.
  setTimeout(() => URL.revokeObjectURL(url), 10_000);
}
