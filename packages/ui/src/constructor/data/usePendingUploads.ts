import { useCallback, useLayoutEffect, useRef, useState } from 'react';
import type { PendingUpload, UploadBatch } from './pendingUpload.ts';

/** The thumbnail made on the device for a photo that will not reach the library, freed. */
const freeThumbnail = (item: PendingUpload) => {
  if (item.thumbnailUrl) URL.revokeObjectURL(item.thumbnailUrl);
};

/** The batch on its way, counting the photos it has uploaded already; null when none is. */
function batchOf(
  pending: readonly PendingUpload[],
  finished: { files: number; bytes: number },
): UploadBatch | null {
  const active = pending.filter((item) => item.status !== 'failed');
  const bytes = active.reduce((sum, item) => sum + item.total, finished.bytes);
  const sent = active.reduce((sum, item) => sum + Math.min(item.sent, item.total), finished.bytes);
  return active.length === 0
    ? null
    : {
        done: finished.files,
        count: finished.files + active.length,
        percent: bytes === 0 ? 0 : Math.floor((sent / bytes) * 100),
      };
}

/**
 * The photos on their way or failed, in the order chosen, each with its progress, and the batch
 * they make with the photos of it already uploaded.
 */
export function usePendingUploads() {
  const [pending, setPending] = useState<PendingUpload[]>([]);
  const [finished, setFinished] = useState({ files: 0, bytes: 0 });
  const pendingRef = useRef(pending);
  useLayoutEffect(() => {
    pendingRef.current = pending;
  });
  const update = useCallback(
    (key: string, change: Partial<PendingUpload>) =>
      setPending((current) =>
        current.map((item) => (item.key === key ? { ...item, ...change } : item)),
      ),
    [],
  );
  const add = useCallback((added: readonly PendingUpload[]) => {
    // A batch ends when nothing is on its way; these photos then start a new one.
    if (pendingRef.current.every((item) => item.status === 'failed'))
      setFinished({ files: 0, bytes: 0 });
    setPending((current) => [...current, ...added]);
  }, []);
  /** A photo uploaded (`bytes` sent): it leaves the list, its thumbnail goes to the library. */
  const finish = useCallback((key: string, bytes: number) => {
    setPending((current) => current.filter((entry) => entry.key !== key));
    setFinished((current) => ({ files: current.files + 1, bytes: current.bytes + bytes }));
  }, []);
  /** A photo taken off the list by the customer. */
  const drop = useCallback(
    (key: string) =>
      setPending((current) => {
        const item = current.find((entry) => entry.key === key);
        if (item) freeThumbnail(item);
        return current.filter((entry) => entry.key !== key);
      }),
    [],
  );
  /** Every photo still on its way taken off the list; the failed ones stay. */
  const dropUnfailed = useCallback(
    () =>
      setPending((current) => {
        current.filter((item) => item.status !== 'failed').forEach(freeThumbnail);
        return current.filter((item) => item.status === 'failed');
      }),
    [],
  );
  return { pending, batch: batchOf(pending, finished), update, add, finish, drop, dropUnfailed };
}
