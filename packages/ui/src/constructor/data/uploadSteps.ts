import { uploadAnswerGraceMs, uploadTimeoutMs, type ApiClient } from '@shop/domain';
import {
  fileProblem,
  headBytes,
  originalProblem,
  readDateTaken,
  sniffImageType,
  type FileProblem,
} from './imageFile.ts';
import { prepareImage } from './prepareImage.ts';

/** Without a byte going out for this long, the connection is taken as lost. */
const uploadStallMs = 30_000;

export class DeadlineExceeded extends Error {
  override readonly name = 'DeadlineExceeded';
}

/** A photo ready to send, with its thumbnail made on the device and the date it was taken. */
interface PreparedUpload {
  file: File;
  thumbnailUrl?: string;
  takenAt: number;
}

/**
 * A chosen photo made ready to send: checked by its bytes, its date taken read, resized to what
 * the print needs (with a thumbnail) and checked by its size. A failure says why it cannot go;
 * null when the upload was cancelled meanwhile.
 */
export async function prepareUpload(
  item: { file: File },
  shortSide: number,
  cancelled: AbortSignal,
  update: (change: { status: 'uploading' } | { total: number; thumbnailUrl?: string }) => void,
): Promise<{ failure: FileProblem } | PreparedUpload | null> {
  const head = new Uint8Array(await item.file.slice(0, headBytes).arrayBuffer());
  const type = sniffImageType(head);
  const original = originalProblem(item.file.size, type);
  if (original || !type) return { failure: original ?? 'notImage' };
  const takenAt = (await readDateTaken(item.file)) ?? item.file.lastModified;
  update({ status: 'uploading' });
  const prepared = await prepareImage(item.file, type, shortSide);
  if (cancelled.aborted) {
    if (prepared.thumbnailUrl) URL.revokeObjectURL(prepared.thumbnailUrl);
    return null;
  }
  const problem = prepared.tooManyPixels ? 'tooLarge' : fileProblem(prepared.file.size, type);
  update({ total: prepared.file.size, thumbnailUrl: prepared.thumbnailUrl });
  if (problem) return { failure: problem };
  const file =
    prepared.file.type === type
      ? prepared.file
      : new File([prepared.file], prepared.file.name, { type, lastModified: takenAt });
  return { file, thumbnailUrl: prepared.thumbnailUrl, takenAt };
}

/**
 * Sends a prepared photo to `images.upload`, giving up with `DeadlineExceeded` on a lost
 * connection (no progress for a while) or a slow answer (the server's deadline plus a grace).
 */
export async function sendPhoto(
  client: ApiClient,
  file: File,
  extraFields: Record<string, string>,
  cancelled: AbortSignal,
  onProgress: (sent: number, total: number) => void,
) {
  const deadline = new AbortController();
  let timer = setTimeout(() => deadline.abort(new DeadlineExceeded()), uploadStallMs);
  const wait = (ms: number) => {
    clearTimeout(timer);
    timer = setTimeout(() => deadline.abort(new DeadlineExceeded()), ms);
  };
  try {
    return await client.call(
      'images.upload',
      { img: file, extra_fields: extraFields },
      {
        signal: AbortSignal.any([cancelled, deadline.signal]),
        // The deadlines above are the ones that count.
        timeoutMs: 24 * 60 * 60 * 1000,
        onUploadProgress: (sent, total) => {
          wait(sent >= total ? uploadTimeoutMs + uploadAnswerGraceMs : uploadStallMs);
          onProgress(sent, total);
        },
      },
    );
  } finally {
    clearTimeout(timer);
  }
}
