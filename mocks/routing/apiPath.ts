import {
  endpointList,
  pathParameterNames,
  pathTemplatePattern,
  type HttpMethod,
  type NamedEndpoint,
} from '@shop/domain';

/**
 * Base URL convention: a product API path matches under ANY origin and ANY path prefix
 * (`http://localhost:6006/cart`, `https://product-api.test/v1/cart`...). The prefix plus the origin
 * is the request's API base, which handlers use to build image URLs.
 *
 * A free prefix makes `/catalogue/designs/{id}` also look like `/designs/{id}` under prefix
 * `/catalogue`, so a request belongs to the contract endpoint whose template matches with the
 * MOST segments, whatever order handlers (or scenario overrides) are registered in.
 */
interface CompiledEndpoint {
  endpoint: NamedEndpoint;
  pattern: RegExp;
  names: string[];
  segments: number;
  literals: number;
}

function compile(endpoint: NamedEndpoint): CompiledEndpoint {
  const names = pathParameterNames(endpoint.path);
  const segments = endpoint.path.split('/').filter(Boolean).length;
  return {
    endpoint,
    pattern: pathTemplatePattern(endpoint.path, { anyPrefix: true }),
    names,
    segments,
    literals: segments - names.length,
  };
}

const compiled = endpointList.map(compile);

export interface ApiMatch {
  endpoint: NamedEndpoint;
  /** Origin plus path prefix, no trailing slash: `https://product-api.test/v1`. */
  base: string;
  params: Record<string, string>;
}

/** The contract endpoint a request is for, if any. */
function matchApiRequest(method: string, url: URL): ApiMatch | undefined {
  let best: { entry: CompiledEndpoint; match: RegExpExecArray } | undefined;
  for (const entry of compiled) {
    if (entry.endpoint.method !== (method.toUpperCase() as HttpMethod)) continue;
    const match = entry.pattern.exec(url.pathname);
    if (!match) continue;
    if (
      !best ||
      entry.segments > best.entry.segments ||
      (entry.segments === best.entry.segments && entry.literals > best.entry.literals)
    )
      best = { entry, match };
  }
  if (!best) return undefined;
  const { entry, match } = best;
  const params = Object.fromEntries(
    entry.names.map((name, index) => [name, match[index + 2] ?? '']),
  );
  return { endpoint: entry.endpoint, base: url.origin + (match[1] ?? ''), params };
}

// MSW asks every handler's predicate about the same Request object: match it once.
const matches = new WeakMap<Request, ApiMatch | null>();

/** `matchApiRequest` for a request, computed once per Request object. */
export function matchRequest(request: Request): ApiMatch | undefined {
  const cached = matches.get(request);
  if (cached !== undefined) return cached ?? undefined;
  const match = matchApiRequest(request.method, new URL(request.url));
  matches.set(request, match ?? null);
  return match;
}
