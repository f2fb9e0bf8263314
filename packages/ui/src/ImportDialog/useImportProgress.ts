import { useEffect, useState } from 'react';
import { type ImportProgressPace, importProgressPace, progressAt } from './importProgress.ts';

/**
 * The percentage an import's progress bar shows: 0 while idle, rising by `progressAt` while
 * `isUploading`, and 100 once `isFinished`.
 */
export function useImportProgress(isUploading: boolean, isFinished: boolean, pace: ImportProgressPace = {}): number {
  const [percent, setPercent] = useState(0);
  const { step, intervalMs = importProgressPace.intervalMs, cap } = pace;

  useEffect(() => {
    if (!isUploading) {
      setPercent(0);
      return;
    }
    const startedAt = performance.now();
    setPercent(0);
    const timer = setInterval(() => {
      setPercent(progressAt(performance.now() - startedAt, { step, intervalMs, cap }));
    }, intervalMs);
    return () => clearInterval(timer);
  }, [isUploading, step, intervalMs, cap]);

  return isFinished ? 100 : percent;
}
