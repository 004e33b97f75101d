import { errorCodes, type FastifyInstance } from 'fastify';
import { readSlackForm, SLACK_FORM_PATH } from '../chat/slack-form-body.js';
import { JSON_BODY_LIMIT } from '../common/body-parsing.js';

const UNSUBSCRIBE_PATH = /^\/api\/Notifications\/unsubscribe\/[^/?]+(\?.*)?$/;

/**
 * The one exception to "JSON only": RFC 8058 one-click unsubscribe, where the mail client POSTs the
 * form body `List-Unsubscribe=One-Click` (and the confirmation page's form does the same). The body is
 * not read; on every other route a form body is still refused with 415.
 */
export function acceptOneClickUnsubscribe(fastify: FastifyInstance): void {
  fastify.addContentTypeParser(
    'application/x-www-form-urlencoded',
    { parseAs: 'string', bodyLimit: JSON_BODY_LIMIT },
    (request, body, done) => {
      if (UNSUBSCRIBE_PATH.test(request.url)) return done(null, undefined);
      // Issue 29: Slack's button presses and /ferie (verified by their signature over the raw body).
      if (SLACK_FORM_PATH.test(request.url)) return done(null, readSlackForm(request, body as string));
      // What Fastify answers without a parser: 415, given its Norwegian body by the error filter.
      done(new errorCodes.FST_ERR_CTP_INVALID_MEDIA_TYPE('application/x-www-form-urlencoded'), undefined);
    },
  );
}
