import { route, type RouteAuthz } from './authz-types.js';

// Authorization table of /api/Push: a member's own devices; API keys never (default deny).

/** A device as a browser describes it (nothing is ever pushed to it: no request is decided here). */
const device = {
  endpoint: 'https://push.example.com/matrix',
  keys: {
    p256dh: 'BPfBSGzBl09ZhCq3Kj1zp55V_QNIyNXG8uMlN1MqAq-U5u0ODs44dzK_r2i86UT-m2p4Or23KhAU7jMoUIx4RpI',
    auth: 'c2VjcmV0c2VjcmV0MTIz',
  },
};

const entries: RouteAuthz[] = [
  route('GET', '/api/Push/public-key', 'authenticated', 200),
  route('PUT', '/api/Push/organization/:organizationId/subscription', 'member', 204, {
    request: () => ({ payload: device }),
  }),
  route('POST', '/api/Push/organization/:organizationId/subscription/remove', 'member', 204, {
    request: () => ({ payload: { endpoint: device.endpoint } }),
  }),
];

export default entries;
