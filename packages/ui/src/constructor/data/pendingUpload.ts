/**
 * Why a photo did not upload. `network` and `serverBusy` can pass on a retry; a photo that is too
 * large (an original past what the device takes, or one it could not make small enough to send),
 * not an image or refused by the server fails the same way again.
 */
export type UploadFailure =
  'tooLarge' | 'tooLargeToSend' | 'notImage' | 'network' | 'serverBusy' | 'refused';

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
