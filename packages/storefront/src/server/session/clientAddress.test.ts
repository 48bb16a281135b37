import { describe, expect, it } from 'vitest';
import { clientAddressOf } from './clientAddress.ts';

describe('clientAddressOf', () => {
  it('is the socket peer when no proxy of ours is trusted, whatever the client forwards', () => {
    expect(clientAddressOf('10.0.0.1', '1.2.3.4', 0)).toBe('10.0.0.1');
  });

  it('is the right-most hop our proxies did not write', () => {
    const forwarded = '6.6.6.6, 1.2.3.4, 10.0.0.2';
    expect(clientAddressOf('10.0.0.3', forwarded, 1)).toBe('10.0.0.2');
    expect(clientAddressOf('10.0.0.3', forwarded, 2)).toBe('1.2.3.4');
    // More proxies configured than hops: the furthest hop there is.
    expect(clientAddressOf('10.0.0.3', '1.2.3.4', 3)).toBe('1.2.3.4');
    expect(clientAddressOf('10.0.0.3', undefined, 1)).toBe('10.0.0.3');
  });
});
