import { ApiError, type ApiClient } from '@shop/domain';
import { useCallback, useEffect, useLayoutEffect, useMemo, useRef } from 'react';
import type { PhotoAsset } from '../model/index.ts';
import type { PendingUpload, UploadFailure } from './pendingUpload.ts';
import { createTaskQueue } from './uploadQueue.ts';
import { useDeviceThumbnails } from './useDeviceThumbnails.ts';
import { useDuplicatePhotos } from './useDuplicatePhotos.ts';
import { usePendingUploads } from './usePendingUploads.ts';

type PendingUploads = ReturnType<typeof usePendingUploads>;
import { photoFingerprint } from './imageFile.ts';
import { DeadlineExceeded, prepareUpload, sendPhoto } from './uploadSteps.ts';

/** The failures a retry can help. */
export const retryableFailures: readonly UploadFailure[] = ['network', 'serverBusy'];

/** The failure a failed `images.upload` call stands for. */
export function failureOf(error: unknown): UploadFailure {
  if (!(error instanceof ApiError)) return 'network';
  if (error.reason === 'network' || error.reason === 'timeout') return 'network';
  const status = error.upstreamStatus ?? 0;
  if (status === 413) return 'tooLarge';
  if (status === 415) return 'notImage';
  const fields = (error.data as { fields?: Record<string, string> } | undefined)?.fields;
  if (status === 400 && fields && 'img' in fields) return 'notImage';
  if (status === 408 || status === 429 || status >= 500) return 'serverBusy';
  return 'refused';
}

/** A photo just chosen, waiting for its turn to upload. */
function newPendingUpload(file: File, order: number): PendingUpload {
  return {
    key: `upload-${order}`,
    order,
    name: file.name,
    status: 'waiting',
    sent: 0,
    total: file.size,
    file,
  };
}

/** Sending a failed photo again, leaving one out, and cancelling all those not sent yet. */
function useUploadControls(
  queue: ReturnType<typeof createTaskQueue>,
  pending: readonly PendingUpload[],
  send: (item: PendingUpload) => void,
  { update, drop, dropUnfailed }: Pick<PendingUploads, 'update' | 'drop' | 'dropUnfailed'>,
) {
  const retry = useCallback(
    (key: string) => {
      const item = pending.find((candidate) => candidate.key === key);
      if (!item?.failure || !retryableFailures.includes(item.failure)) return;
      const again: PendingUpload = { ...item, status: 'waiting', failure: undefined, sent: 0 };
      update(key, again);
      send(again);
    },
    [pending, send, update],
  );
  const remove = useCallback(
    (key: string) => {
      queue.cancel(key);
      drop(key);
    },
    [drop, queue],
  );
  const cancelAll = useCallback(() => {
    queue.cancelAll();
    dropUnfailed();
  }, [dropUnfailed, queue]);
  return { retry, remove, cancelAll };
}

/**
 * Sends the customer's photos to `images.upload`, three at a time, each checked by its bytes and
 * size first, resized to what the print needs, with its progress and that of the whole batch.
 * Photos that failed stay with the reason; those a retry can help can be sent again. A photo
 * already among `library`'s or on its way (the same file's fingerprint) is skipped, by name in
 * `duplicates` until the customer dismisses the notice.
 */
export function useUploads(
  client: ApiClient,
  onUploaded: (photo: PhotoAsset, order: number) => void,
  options: {
    shortSide: number;
    extraFields?: Record<string, string>;
    library?: readonly PhotoAsset[];
  },
) {
  const { pending, batch, update, add, finish, drop, dropUnfailed } = usePendingUploads();
  const { duplicates, claim, release, dismiss: dismissDuplicates } = useDuplicatePhotos();
  const { thumbnails, keep: keepThumbnail } = useDeviceThumbnails();
  const queue = useMemo(() => createTaskQueue(), []);
  const counter = useRef(0);
  // The latest options and callback, for uploads started before they changed.
  const latest = useRef({ options, onUploaded });
  useLayoutEffect(() => {
    latest.current = { options, onUploaded };
  });
  useEffect(() => () => queue.cancelAll(), [queue]);

  const run = useCallback(
    async (item: PendingUpload, cancelled: AbortSignal) => {
      const { shortSide, extraFields = {}, library = [] } = latest.current.options;
      const fingerprint = await photoFingerprint(item.file);
      if (!claim(fingerprint, item.name, library)) return drop(item.key);
      const fail = (failure: UploadFailure) => {
        release(fingerprint);
        update(item.key, { status: 'failed', failure });
      };
      const prepared = await prepareUpload(item, shortSide, cancelled, (change) =>
        update(item.key, change),
      );
      if (!prepared) return release(fingerprint);
      if ('failure' in prepared) return fail(prepared.failure);
      const { file, thumbnailUrl, takenAt } = prepared;
      try {
        const photo = await sendPhoto(client, file, extraFields, cancelled, (sent, total) =>
          update(item.key, { sent, total }),
        );
        finish(item.key, file.size);
        // From now on the library knows it.
        release(fingerprint);
        if (thumbnailUrl) keepThumbnail(photo.url, thumbnailUrl);
        latest.current.onUploaded({ ...photo, name: item.name, takenAt, fingerprint }, item.order);
      } catch (error) {
        if (cancelled.aborted) return release(fingerprint);
        fail(error instanceof DeadlineExceeded ? 'network' : failureOf(error));
      }
    },
    [client, update, finish, drop, claim, release, keepThumbnail],
  );

  const send = useCallback(
    (item: PendingUpload) => queue.add(item.key, (signal) => run(item, signal)),
    [queue, run],
  );

  const upload = useCallback(
    (files: Iterable<File>) => {
      const added = Array.from(files, (file) => newPendingUpload(file, (counter.current += 1)));
      add(added);
      added.forEach(send);
    },
    [add, send],
  );

  const { retry, remove, cancelAll } = useUploadControls(queue, pending, send, {
    update,
    drop,
    dropUnfailed,
  });

  return {
    pending,
    batch,
    thumbnails,
    duplicates,
    dismissDuplicates,
    upload,
    retry,
    remove,
    cancelAll,
  };
}

export type Uploads = ReturnType<typeof useUploads>;
