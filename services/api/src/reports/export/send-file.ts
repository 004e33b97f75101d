import type { FastifyReply } from 'fastify';
import type { ExportFile } from '../report-export.service.js';

/** Sends an exported file as a private download whose name the admin remote (another origin) can read. */
export async function sendFile(reply: FastifyReply, file: ExportFile): Promise<void> {
  await reply
    .header('content-type', file.contentType)
    .header('content-disposition', file.contentDisposition)
    .header('cache-control', 'private, no-store')
    // The admin remote fetches the file from another origin: without this CORS lets it read no file name.
    .header('access-control-expose-headers', 'Content-Disposition')
    .send(file.body);
}
