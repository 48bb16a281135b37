/** Photos sent at the same time: enough to fill a home connection, few enough for a phone's. */
export const uploadConcurrency = 3;

/** Thrown into a task when the customer cancels it. */
export class UploadCancelled extends Error {
  override readonly name = 'UploadCancelled';
}

interface Entry {
  key: string;
  run: (signal: AbortSignal) => Promise<void>;
  controller: AbortController;
  started: boolean;
}

/**
 * Runs tasks at most `concurrency` at a time, in the order they were added. Cancelling a waiting
 * task drops it; cancelling a running one aborts its signal (with {@link UploadCancelled}) and
 * frees its place for the next.
 */
export function createTaskQueue(concurrency = uploadConcurrency) {
  const waiting: Entry[] = [];
  const running = new Map<string, Entry>();

  function next() {
    while (running.size < concurrency && waiting.length > 0) {
      const entry = waiting.shift() as Entry;
      entry.started = true;
      running.set(entry.key, entry);
      void entry
        .run(entry.controller.signal)
        .catch(() => undefined)
        .finally(() => {
          if (running.get(entry.key) === entry) running.delete(entry.key);
          next();
        });
    }
  }

  return {
    add(key: string, run: (signal: AbortSignal) => Promise<void>) {
      waiting.push({ key, run, controller: new AbortController(), started: false });
      next();
    },
    /** True when the task was waiting or running. */
    cancel(key: string): boolean {
      const index = waiting.findIndex((entry) => entry.key === key);
      if (index >= 0) {
        waiting.splice(index, 1);
        return true;
      }
      const entry = running.get(key);
      if (!entry) return false;
      running.delete(key);
      entry.controller.abort(new UploadCancelled());
      next();
      return true;
    },
    cancelAll() {
      waiting.splice(0);
      for (const key of [...running.keys()]) this.cancel(key);
    },
    get runningCount() {
      return running.size;
    },
    get waitingCount() {
      return waiting.length;
    },
  };
}
