import { once } from 'node:events';
import { createServer, type RequestListener } from 'node:http';
import type { AddressInfo } from 'node:net';

/**
 * A product API on a free local port that answers as `respond` says: a site started with its
 * `url` as PRODUCT_API_URL meets a failing, hanging or foreign product API.
 */
export async function startProductApiStandIn(respond: RequestListener) {
  const server = createServer(respond);
  server.listen(0, '127.0.0.1');
  await once(server, 'listening');
  const { port } = server.address() as AddressInfo;
  return {
    url: `http://127.0.0.1:${port}/v1`,
    close: () => {
      server.closeAllConnections();
      server.close();
    },
  };
}
