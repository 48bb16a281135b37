import type { ApiClient } from '@shop/domain';
import { useCallback, useLayoutEffect, useRef, useState } from 'react';
import type { PhotoAsset } from '../model/index.ts';

type UploadStatus = 'uploading' | 'failed';

/** A photo on its way to the product API; uploaded photos move to the library. */
export interface PendingUpload {
  key: string;
  name: string;
  status: UploadStatus;
  file: File;
}

/**
 * Sends the customer's photos to `images.upload` one after another (phones on mobile data do
 * better with one upload at a time) and keeps the failed ones for a retry.
 */
export function useUploads(
  client: ApiClient,
  onUploaded: (photo: PhotoAsset) => void,
  extraFields: Record<string, string> = {},
) {
  const [pending, setPending] = useState<PendingUpload[]>([]);
  const queue = useRef(Promise.resolve());
  const counter = useRef(0);
  const fieldsRef = useRef(extraFields);
  const uploadedRef = useRef(onUploaded);
  useLayoutEffect(() => {
    fieldsRef.current = extraFields;
    uploadedRef.current = onUploaded;
  });

  const send = useCallback(
    (upload: PendingUpload) => {
      queue.current = queue.current.then(async () => {
        try {
          const photo = await client.call(
            'images.upload',
            { img: upload.file, extra_fields: fieldsRef.current },
            { timeoutMs: 120_000 },
          );
          setPending((current) => current.filter((item) => item.key !== upload.key));
          uploadedRef.current({ url: photo.url, width: photo.width, height: photo.height });
        } catch {
          setPending((current) =>
            current.map((item) => (item.key === upload.key ? { ...item, status: 'failed' } : item)),
          );
        }
      });
    },
    [client],
  );

  const upload = useCallback(
    (files: Iterable<File>) => {
      const added = Array.from(files, (file): PendingUpload => {
        counter.current += 1;
        return { key: `upload-${counter.current}`, name: file.name, status: 'uploading', file };
      });
      setPending((current) => [...current, ...added]);
      added.forEach(send);
    },
    [send],
  );

  const retry = useCallback(
    (key: string) => {
      const item = pending.find((candidate) => candidate.key === key);
      if (!item) return;
      const again = { ...item, status: 'uploading' as const };
      setPending((current) =>
        current.map((candidate) => (candidate.key === key ? again : candidate)),
      );
      send(again);
    },
    [pending, send],
  );

  const dismiss = useCallback(
    (key: string) => setPending((current) => current.filter((item) => item.key !== key)),
    [],
  );

  return { pending, upload, retry, dismiss };
}
