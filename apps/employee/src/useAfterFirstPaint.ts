// What is below the fold (and the data it asks for) waits for the page's first paint: a chunk or a call
// begun before the largest paint (the greeting) counts in its chain, on a slow phone too (issue 28).
import { useEffect, useState } from 'react';

/** false while the page paints for the first time, true from the task after that paint. */
export function useAfterFirstPaint(): boolean {
  const [painted, setPainted] = useState(false);
  useEffect(() => {
    let timer: ReturnType<typeof setTimeout> | undefined;
    const frame = requestAnimationFrame(() => (timer = setTimeout(() => setPainted(true), 0)));
    return () => {
      cancelAnimationFrame(frame);
      clearTimeout(timer);
    };
  }, []);
  return painted;
}
