import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { countedRequests } from './metrics-check.mjs';

describe('countedRequests', () => {
  it("adds up the route's requests over methods and status classes, and nothing else", () => {
    const text = [
      '# HELP ferieplan_http_requests_total HTTP requests answered.',
      '# TYPE ferieplan_http_requests_total counter',
      'ferieplan_http_requests_total{method="GET",route="/api/Organizations/my",status_class="4xx"} 397',
      'ferieplan_http_requests_total{method="GET",route="/api/Organizations/my",status_class="2xx"} 3',
      'ferieplan_http_requests_total{method="GET",route="/api/Organizations/my/x",status_class="2xx"} 50',
      'ferieplan_http_requests_total{method="GET",route="/api/health/ready",status_class="2xx"} 90',
      'ferieplan_http_request_duration_seconds_count{method="GET",route="/api/Organizations/my",status_class="4xx"} 397',
    ].join('\n');
    assert.equal(countedRequests(text), 400);
    assert.equal(countedRequests(''), 0);
  });
});
