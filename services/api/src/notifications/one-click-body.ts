import { errorCodes, type FastifyInstance } from 'fastify';

const UNSUBSCRIBE_PATH = /^\/api\/Notifications\/unsubscribe\/[^/?]+(\?.*)?$/;

/**
 * The one exception to "JSON only": RFC 8058 one-click unsubscribe, where the mail client POSTs the
 * form body `List-Unsubscribe=One-Click` (and the confirmation page's form does the same). The body is
 * not read; on every other route a form body is still refused with 415.
 */
export function acceptOneClickUnsubscribe(fastify: FastifyInstance): void {
  fastify.addContentTypeParser(
    'application/x-www-form-urlencoded',
    { parseAs: 'string', bodyLimit: 1024 },
    (request, _body, done) => {
      if (UNSUBSCRIBE_PATH.test(request.url)) return done(null, undefined);
      // What Fastify answers without a parser: 415, given its Norwegian body by the error filter.
      done(new errorCodes.FST_ERR_CTP_INVALID_MEDIA_TYPE('application/x-www-form-urlencoded'), undefined);
    },
  );
}
