import { describe, expect, it } from 'vitest';
import {
  ClientApiRequestsDisabledError,
  PageNotFoundError,
  ShopError,
  UnknownGuardError,
  UnsafeRedirectError,
} from './errors.ts';
import { matchRoute } from './routes/matchRoute.ts';

describe('errors', () => {
  it('carry the status the storefront answers with', () => {
    const result = matchRoute('/es-es/create/20000');
    if (result.ok) throw new Error('expected a 404');
    const error = new PageNotFoundError(result.message);
    expect(error).toBeInstanceOf(ShopError);
    expect(error).toMatchObject({
      name: 'PageNotFoundError',
      status: 404,
      message: 'Page Not Found: /es-es/create/20000',
    });
    expect(new ShopError('API Request failed /x', 500, { cause: 'timeout' })).toMatchObject({
      status: 500,
      cause: 'timeout',
    });
  });

  it('name what went wrong', () => {
    expect(new UnknownGuardError('x').message).toBe('Unknown guard: x');
    expect(new UnsafeRedirectError('//evil.example').target).toBe('//evil.example');
    expect(new ClientApiRequestsDisabledError().name).toBe('ClientApiRequestsDisabledError');
  });
});
