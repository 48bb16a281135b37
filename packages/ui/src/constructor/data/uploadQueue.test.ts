import { describe, expect, it } from 'vitest';
import { createTaskQueue, UploadCancelled, uploadConcurrency } from './uploadQueue.ts';

/** A task that runs until the test finishes it, or until it is aborted. */
function controllable() {
  const started: string[] = [];
  const finish = new Map<string, () => void>();
  const aborted: unknown[] = [];
  const task = (key: string) => (signal: AbortSignal) =>
    new Promise<void>((resolve, reject) => {
      started.push(key);
      finish.set(key, resolve);
      signal.addEventListener('abort', () => {
        aborted.push(signal.reason);
        reject(signal.reason as Error);
      });
    });
  return { started, finish, aborted, task };
}

const settle = () => new Promise((resolve) => setTimeout(resolve, 0));

describe('createTaskQueue', () => {
  it('runs three at a time, in order, starting the next as one ends', async () => {
    expect(uploadConcurrency).toBe(3);
    const queue = createTaskQueue();
    const { started, finish, task } = controllable();
    for (const key of ['a', 'b', 'c', 'd', 'e']) queue.add(key, task(key));
    expect(started).toEqual(['a', 'b', 'c']);
    expect(queue.runningCount).toBe(3);
    expect(queue.waitingCount).toBe(2);
    finish.get('b')?.();
    await settle();
    expect(started).toEqual(['a', 'b', 'c', 'd']);
    finish.get('a')?.();
    finish.get('c')?.();
    await settle();
    expect(started).toEqual(['a', 'b', 'c', 'd', 'e']);
    expect(queue.runningCount).toBe(2);
  });

  it('keeps going after a task fails', async () => {
    const queue = createTaskQueue(1);
    const { started, task } = controllable();
    queue.add('bad', () => Promise.reject(new Error('refused')));
    queue.add('next', task('next'));
    await settle();
    expect(started).toEqual(['next']);
  });

  it('cancels a waiting task without running it and aborts a running one', async () => {
    const queue = createTaskQueue();
    const { started, aborted, task } = controllable();
    for (const key of ['a', 'b', 'c', 'd', 'e']) queue.add(key, task(key));
    expect(queue.cancel('e')).toBe(true);
    expect(queue.cancel('b')).toBe(true);
    expect(aborted).toHaveLength(1);
    expect(aborted[0]).toBeInstanceOf(UploadCancelled);
    // b's place went to d straight away; e never runs.
    expect(started).toEqual(['a', 'b', 'c', 'd']);
    await settle();
    expect(started).toEqual(['a', 'b', 'c', 'd']);
    expect(queue.cancel('nothing')).toBe(false);
  });

  it('cancels the whole batch: every running task aborted, none waiting started', async () => {
    const queue = createTaskQueue();
    const { started, aborted, task } = controllable();
    for (const key of ['a', 'b', 'c', 'd', 'e', 'f']) queue.add(key, task(key));
    queue.cancelAll();
    await settle();
    expect(aborted).toHaveLength(3);
    expect(started).toEqual(['a', 'b', 'c']);
    expect(queue.runningCount).toBe(0);
    expect(queue.waitingCount).toBe(0);
  });
});
