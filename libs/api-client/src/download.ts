// File downloads from the product API (report exports): the same bearer token as apiRequest, the body
// as a Blob and the file name the server chose (Content-Disposition, RFC 6266 / 5987).
import { getApiBaseUrl, getIdToken } from '@ferieplan/auth-store';
import { apiErrors } from '@ferieplan/texts';
import { ApiError, errorFromResponse } from './errors.js';

export interface DownloadedFile {
  blob: Blob;
  fileName: string;
}

/** The UTF-8 filename* when present, else the plain filename, else `fallback`. */
export function fileNameOf(disposition: string | null, fallback: string): string {
  if (!disposition) return fallback;
  const extended = /filename\*=UTF-8''([^;]+)/i.exec(disposition);
  if (extended) {
    try {
      return decodeURIComponent(extended[1].trim());
    } catch {
      // A malformed encoding: fall through to the plain name.
    }
  }
  const plain = /filename="([^"]*)"/i.exec(disposition);
  return plain?.[1] || fallback;
}

/** GET `${apiBaseUrl}${path}` as a file; errors as ApiError with the response's Norwegian message. */
export async function apiDownload(
  path: string,
  options: { fallbackMessage: string; fallbackName: string },
): Promise<DownloadedFile> {
  const token = await getIdToken();
  if (!token) throw new ApiError(401, apiErrors.notLoggedIn);
  let response: Response;
  try {
    response = await fetch(`${getApiBaseUrl()}${path}`, { headers: { Authorization: `Bearer ${token}` } });
  } catch (error) {
    console.error(error);
    throw new ApiError(0, options.fallbackMessage);
  }
  if (!response.ok) {
    const body = await response.json().catch(() => undefined);
    throw errorFromResponse(response.status, body, options.fallbackMessage);
  }
  return {
    blob: await response.blob(),
    fileName: fileNameOf(response.headers.get('content-disposition'), options.fallbackName),
  };
}
