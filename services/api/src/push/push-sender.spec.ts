import { describe, expect, it } from 'vitest';
import { outcomeOf } from './push-sender.js';

describe('what a push service’s answer means', () => {
  it('2xx delivered; 404 and 410 the device is gone; other 4xx refused; 429, 5xx and no answer tried again', () => {
    expect([201, 202, 200].map(outcomeOf)).toEqual(['delivered', 'delivered', 'delivered']);
    expect([404, 410].map(outcomeOf)).toEqual(['gone', 'gone']);
    expect([400, 403, 413].map(outcomeOf)).toEqual(['refused', 'refused', 'refused']);
    expect([429, 500, 503, null].map(outcomeOf)).toEqual(['retry', 'retry', 'retry', 'retry']);
  });
});
