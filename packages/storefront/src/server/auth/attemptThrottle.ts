import { setTimeout as sleep } from 'node:timers/promises';
import type { Context } from 'hono';
import { RateLimiterMemory } from 'rate-limiter-flexible';
import { countThrottled } from '../operations/metrics.ts';
import type { StorefrontEnv } from '../session/context.ts';

/** How a run of recent attempts slows the next one: `free` go at once, then each waits `stepMs` more, up to `capMs`. */
interface SlowDown {
  readonly free: number;
  readonly stepMs: number;
  readonly capMs: number;
}

/** Attempts count for 15 minutes. */
const windowSeconds = 15 * 60;
/** Per account (e-mail): a customer who mistypes a few times is not slowed. */
export const perAccount: SlowDown = { free: 5, stepMs: 250, capMs: 3_000 };
/** Per client address: an office or a family behind one address makes more attempts. */
export const perAddress: SlowDown = { free: 20, stepMs: 250, capMs: 3_000 };

const delayAfter = (attempts: number, { free, stepMs, capMs }: SlowDown) =>
  attempts < free ? 0 : Math.min(capMs, (attempts - free + 1) * stepMs);

/**
 * Throttles guessing (sign-in, registration, password reset) by slowing, never by refusing: each
 * attempt waits longer the more attempts its account and its address made recently, so a password
 * cannot be guessed fast, and nobody can lock a customer out by failing on their account.
 * Attempts are counted as they start, so parallel ones slow each other too; a successful sign-in
 * forgives its account. Kept per process (see the README on several instances).
 */
/** What was attempted, as the throttle metric names it. */
type ThrottledAttempt = Parameters<typeof countThrottled>[0];

export function attemptThrottle() {
  const counters = (points: number) => new RateLimiterMemory({ points, duration: windowSeconds });
  // Far more points than any cap needs: the counters only count, they never refuse.
  const accounts = counters(1_000_000);
  const addresses = counters(1_000_000);
  const countOf = async (limiter: RateLimiterMemory, key: string) =>
    (await limiter.consume(key)).consumedPoints - 1;

  return {
    /**
     * Counts an attempt of the request's client on `account` and waits as long as the account's
     * and the address's recent attempts say. The response tells the wait in `Server-Timing`
     * (`throttle;dur=250`): what an operator, and a test on a busy machine, can read exactly.
     */
    async attempt(
      c: Context<StorefrontEnv>,
      account: string,
      kind: ThrottledAttempt,
    ): Promise<number> {
      const [byAccount, byAddress] = await Promise.all([
        countOf(accounts, account.trim().toLowerCase()),
        countOf(addresses, c.var.clientIp),
      ]);
      const waitMs = Math.max(delayAfter(byAccount, perAccount), delayAfter(byAddress, perAddress));
      c.header('Server-Timing', `throttle;dur=${waitMs}`, { append: true });
      if (waitMs > 0) {
        countThrottled(kind);
        await sleep(waitMs);
      }
      return waitMs;
    },
    /**
     * The account's owner proved themselves: their account's attempts no longer slow them, and
     * this attempt does not count against their address.
     */
    async forgive(account: string, address: string): Promise<void> {
      await Promise.all([accounts.delete(account.trim().toLowerCase()), addresses.reward(address)]);
    },
  };
}

export type AttemptThrottle = ReturnType<typeof attemptThrottle>;
