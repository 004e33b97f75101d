import { beforeEach, describe, expect, it, vi } from 'vitest';
import type { UnseenAnswer } from './unseen-answers.js';

const answer = (n: number): UnseenAnswer => ({
  url: `http://api.test/api/x/${n}`,
  body: `{"n":${n}}`,
  contentType: 'application/json',
  receivedAt: n,
});

// Module state (what is kept, who receives): a fresh module per test.
let answers: typeof import('./unseen-answers.js');
beforeEach(async () => {
  vi.resetModules();
  answers = await import('./unseen-answers.js');
});

describe('unseen answers', () => {
  it('hands what was kept to the worker once, then each later answer as it comes', () => {
    answers.keepUnseenAnswer(answer(1));
    answers.keepUnseenAnswer(answer(2));
    const received: UnseenAnswer[][] = [];
    answers.handUnseenAnswersTo((batch) => received.push(batch));
    answers.keepUnseenAnswer(answer(3));
    answers.handUnseenAnswersTo((batch) => received.push(batch));
    expect(received).toEqual([[answer(1), answer(2)], [answer(3)]]);
  });

  it('keeps only the latest 50 while no worker takes them', () => {
    for (let n = 1; n <= 60; n++) answers.keepUnseenAnswer(answer(n));
    const received: UnseenAnswer[] = [];
    answers.handUnseenAnswersTo((batch) => received.push(...batch));
    expect(received.map(({ receivedAt }) => receivedAt)).toEqual(
      Array.from({ length: 50 }, (_, i) => i + 11),
    );
  });

  it('forgets the previous person’s answers', () => {
    answers.keepUnseenAnswer(answer(1));
    answers.forgetUnseenAnswers();
    const received = vi.fn();
    answers.handUnseenAnswersTo(received);
    expect(received).not.toHaveBeenCalled();
  });
});
