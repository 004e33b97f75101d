// The API's GET answers this page asked for while no service worker controlled it. The worker keeps the
// person's own data for offline use (the shell's public/sw.js), but it sees only what is fetched through
// it; on a first visit it starts after the page's first data. Those answers are handed to it as they are,
// instead of fetching everything once more through it (a second wave of calls on /dashboard, issue 28).

export interface UnseenAnswer {
  url: string;
  body: string;
  contentType: string;
  /** When the answer came (ms since epoch): the worker says offline how old what it shows is. */
  receivedAt: number;
}

type Receiver = (answers: UnseenAnswer[]) => void;

// A page in a browser without a worker keeps only its latest answers, never a growing list.
const MAX_KEPT = 50;
const kept: UnseenAnswer[] = [];
let receiver: Receiver | null = null;

/** Whether a request sent now bypasses a worker (none controls the page); false outside a browser. */
export function unseenByWorker(): boolean {
  return typeof navigator !== 'undefined' && navigator.serviceWorker?.controller === null;
}

/** An answer to a request sent while no worker controlled the page. */
export function keepUnseenAnswer(answer: UnseenAnswer): void {
  if (receiver) return receiver([answer]);
  kept.push(answer);
  if (kept.length > MAX_KEPT) kept.shift();
}

/** The worker controls the page now: it gets what was kept, and the answers still on their way. */
export function handUnseenAnswersTo(next: Receiver): void {
  receiver = next;
  const answers = kept.splice(0);
  if (answers.length > 0) next(answers);
}

/** Someone else signs in: the previous person's answers are not handed to anyone. */
export function forgetUnseenAnswers(): void {
  kept.length = 0;
}
