import { afterAll, afterEach, expect } from 'vitest';
import { contractViolations, replayed } from './contract-replay.js';

// vitest setupFiles: a test whose responses (also those of direct app.inject calls) drifted from
// services/api/openapi.json fails, naming the route, the status and the ajv error path.
afterEach(() => {
  const found = contractViolations.splice(0);
  expect(found, 'responses that break the contract (services/api/openapi.json)').toEqual([]);
});

afterAll(() => {
  if (replayed.responses > 0)
    console.log(`contract replay: ${replayed.responses} responses checked against openapi.json`);
});
