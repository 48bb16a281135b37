import { ApiError } from '@shop/domain';
import { describe, expect, it } from 'vitest';
import { failureOf, retryableFailures } from './useUploads.ts';

const apiError = (reason: ApiError['reason'], upstreamStatus?: number, data?: unknown) =>
  new ApiError({ url: '/images/upload', reason, upstreamStatus, data });

describe('failureOf', () => {
  it('tells each failed upload apart, with Retry only for the connection and a busy server', () => {
    expect(failureOf(apiError('network'))).toBe('network');
    expect(failureOf(apiError('timeout'))).toBe('network');
    expect(failureOf(new TypeError('Failed to fetch'))).toBe('network');
    expect(failureOf(apiError('http', 413))).toBe('tooLarge');
    expect(failureOf(apiError('api', 415))).toBe('notImage');
    expect(
      failureOf(apiError('api', 400, { error_code: 4000, message: 'x', fields: { img: 'Bad' } })),
    ).toBe('notImage');
    expect(failureOf(apiError('http', 503))).toBe('serverBusy');
    expect(failureOf(apiError('http', 504))).toBe('serverBusy');
    expect(failureOf(apiError('api', 429))).toBe('serverBusy');
    expect(failureOf(apiError('api', 403))).toBe('refused');
    expect(failureOf(apiError('api', 400, { error_code: 4000, message: 'x' }))).toBe('refused');
    expect(retryableFailures).toEqual(['network', 'serverBusy']);
  });
});
