import { ApiError, uploadAnswerGraceMs, uploadTimeoutMs, type ApiClient } from '@shop/domain';
import { useCallback, useEffect, useLayoutEffect, useMemo, useRef, useState } from 'react';
import type { PhotoAsset } from '../model/index.ts';
import { fileProblem, headBytes, readDateTaken, sniffImageType } from './imageFile.ts';
import { prepareImage } from './prepareImage.ts';
import { createTaskQueue } from './uploadQueue.ts';

/**
 * Why a photo did not upload. `network` and `serverBusy` can pass on a retry; a photo that is too
 * large, not an image or refused by the server fails the same way again.
 */
export type UploadFailure = 'tooLarge' | 'notImage' | 'network' | 'serverBusy' | 'refused';
export const retryableFailures: readonly UploadFailure[] = ['network', 'serverBusy'];

/** Without a byte going out for this long, the connection is taken as lost. */
const uploadStallMs = 30_000;

/** A photo on its way to the product API; uploaded photos move to the library. */
export interface PendingUpload {
  key: string;
  /** Where the customer chose it among this editor's photos: the library keeps that order. */
  order: number;
  name: string;
  status: 'waiting' | 'uploading' | 'failed';
  failure?: UploadFailure;
  /** Bytes sent of `total` (the prepared file's size once it is known). */
  sent: number;
  total: number;
  file: File;
  thumbnailUrl?: string;
}

/** Where the photos added together stand: files done, bytes sent of the whole batch. */
export interface UploadBatch {
  done: number;
  count: number;
  percent: number;
}

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

class DeadlineExceeded extends Error {
  override readonly name = 'DeadlineExceeded';
}

/**
 * Sends the customer's photos to `images.upload`, three at a time, each checked by its bytes and
 * size first, resized to what the print needs, with its progress and that of the whole batch.
 * Photos that failed stay with the reason; those a retry can help can be sent again.
 */
export function useUploads(
  client: ApiClient,
  onUploaded: (photo: PhotoAsset, order: number) => void,
  options: { shortSide: number; extraFields?: Record<string, string> },
) {
  const [pending, setPending] = useState<PendingUpload[]>([]);
  const [finished, setFinished] = useState({ files: 0, bytes: 0 });
  /** Thumbnails made on the device for uploaded photos, by photo URL; freed with the editor. */
  const [thumbnails, setThumbnails] = useState<ReadonlyMap<string, string>>(() => new Map());
  const thumbnailsRef = useRef(thumbnails);
  const queue = useMemo(() => createTaskQueue(), []);
  const counter = useRef(0);
  const optionsRef = useRef(options);
  const uploadedRef = useRef(onUploaded);
  const pendingRef = useRef(pending);
  useLayoutEffect(() => {
    optionsRef.current = options;
    uploadedRef.current = onUploaded;
    pendingRef.current = pending;
    thumbnailsRef.current = thumbnails;
  });
  useEffect(
    () => () => {
      queue.cancelAll();
      thumbnailsRef.current.forEach((url) => URL.revokeObjectURL(url));
    },
    [queue],
  );

  const update = useCallback(
    (key: string, change: Partial<PendingUpload>) =>
      setPending((current) =>
        current.map((item) => (item.key === key ? { ...item, ...change } : item)),
      ),
    [],
  );

  const run = useCallback(
    async (item: PendingUpload, cancelled: AbortSignal) => {
      const fail = (failure: UploadFailure) => update(item.key, { status: 'failed', failure });
      const head = new Uint8Array(await item.file.slice(0, headBytes).arrayBuffer());
      const type = sniffImageType(head);
      if (!type) return fail('notImage');
      const takenAt = (await readDateTaken(item.file)) ?? item.file.lastModified;
      update(item.key, { status: 'uploading' });
      const prepared = await prepareImage(item.file, type, optionsRef.current.shortSide);
      if (cancelled.aborted) {
        if (prepared.thumbnailUrl) URL.revokeObjectURL(prepared.thumbnailUrl);
        return;
      }
      const problem = fileProblem(prepared.file.size, type);
      update(item.key, { total: prepared.file.size, thumbnailUrl: prepared.thumbnailUrl });
      if (problem) return fail(problem);
      const file =
        prepared.file.type === type
          ? prepared.file
          : new File([prepared.file], prepared.file.name, { type, lastModified: takenAt });

      // Lost connection: no progress for a while. Slow answer: the server's deadline plus a grace.
      const deadline = new AbortController();
      let timer = setTimeout(() => deadline.abort(new DeadlineExceeded()), uploadStallMs);
      const wait = (ms: number) => {
        clearTimeout(timer);
        timer = setTimeout(() => deadline.abort(new DeadlineExceeded()), ms);
      };
      try {
        const photo = await client.call(
          'images.upload',
          { img: file, extra_fields: optionsRef.current.extraFields ?? {} },
          {
            signal: AbortSignal.any([cancelled, deadline.signal]),
            // The deadlines above are the ones that count.
            timeoutMs: 24 * 60 * 60 * 1000,
            onUploadProgress: (sent, total) => {
              wait(sent >= total ? uploadTimeoutMs + uploadAnswerGraceMs : uploadStallMs);
              update(item.key, { sent, total });
            },
          },
        );
        setPending((current) => current.filter((entry) => entry.key !== item.key));
        setFinished((current) => ({ files: current.files + 1, bytes: current.bytes + file.size }));
        const { thumbnailUrl } = prepared;
        if (thumbnailUrl) setThumbnails((current) => new Map(current).set(photo.url, thumbnailUrl));
        uploadedRef.current(
          {
            url: photo.url,
            width: photo.width,
            height: photo.height,
            name: item.name,
            takenAt,
          },
          item.order,
        );
      } catch (error) {
        if (cancelled.aborted) return;
        fail(error instanceof DeadlineExceeded ? 'network' : failureOf(error));
      } finally {
        clearTimeout(timer);
      }
    },
    [client, update],
  );

  const send = useCallback(
    (item: PendingUpload) => queue.add(item.key, (signal) => run(item, signal)),
    [queue, run],
  );

  const upload = useCallback(
    (files: Iterable<File>) => {
      const added = Array.from(files, (file): PendingUpload => {
        counter.current += 1;
        return {
          key: `upload-${counter.current}`,
          order: counter.current,
          name: file.name,
          status: 'waiting',
          sent: 0,
          total: file.size,
          file,
        };
      });
      // A batch ends when nothing is on its way; these photos then start a new one.
      if (pendingRef.current.every((item) => item.status === 'failed'))
        setFinished({ files: 0, bytes: 0 });
      setPending((current) => [...current, ...added]);
      added.forEach(send);
    },
    [send],
  );

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
      setPending((current) => {
        const item = current.find((entry) => entry.key === key);
        if (item?.thumbnailUrl) URL.revokeObjectURL(item.thumbnailUrl);
        return current.filter((entry) => entry.key !== key);
      });
    },
    [queue],
  );

  const cancelAll = useCallback(() => {
    queue.cancelAll();
    setPending((current) => {
      const kept = current.filter((item) => item.status === 'failed');
      current
        .filter((item) => item.status !== 'failed' && item.thumbnailUrl)
        .forEach((item) => URL.revokeObjectURL(item.thumbnailUrl as string));
      return kept;
    });
  }, [queue]);

  const active = pending.filter((item) => item.status !== 'failed');
  const bytes = active.reduce((sum, item) => sum + item.total, finished.bytes);
  const sent = active.reduce((sum, item) => sum + Math.min(item.sent, item.total), finished.bytes);
  const batch: UploadBatch | null =
    active.length === 0
      ? null
      : {
          done: finished.files,
          count: finished.files + active.length,
          percent: bytes === 0 ? 0 : Math.floor((sent / bytes) * 100),
        };

  return { pending, batch, thumbnails, upload, retry, remove, cancelAll };
}

export type Uploads = ReturnType<typeof useUploads>;
