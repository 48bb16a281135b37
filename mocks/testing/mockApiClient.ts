import { createApiClient, type ApiClient } from '@shop/domain';
import { embeddedProductApi } from '../embedded.ts';

/** The base URL tests call; any origin and prefix works (README, "Base URL convention"). */
const testApiBase = 'https://product-api.test/v2';

interface RecordedCall {
  url: string;
  status: number;
  body: unknown;
}

export interface MockApiClient extends ApiClient {
  /** Raw answers, newest last, to check bodies before the client strips them. */
  readonly calls: RecordedCall[];
}

/** A direct-mode domain API client whose `fetch` is the embedded mock product API. */
export function mockApiClient(
  options: {
    sessionId?: string;
    language?: string;
    token?: () => string | undefined;
    timeoutMs?: number;
  } = {},
): MockApiClient {
  const calls: RecordedCall[] = [];
  const client = createApiClient({
    mode: 'direct',
    baseUrl: testApiBase,
    sessionId: options.sessionId ?? 'test-session',
    language: options.language ?? 'es',
    ...(options.token ? { token: options.token } : {}),
    ...(options.timeoutMs ? { timeoutMs: options.timeoutMs } : {}),
    fetch: async (input, init) => {
      const request = new Request(input, init);
      const response = await embeddedProductApi(request);
      const text = await response.clone().text();
      let body: unknown;
      try {
        body = text ? JSON.parse(text) : undefined;
      } catch {
        body = text;
      }
      calls.push({ url: response.url || request.url, status: response.status, body });
      return response;
    },
  });
  return Object.assign(client, { calls });
}
