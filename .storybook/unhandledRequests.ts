/** Requests no mock handler answered since the last check: a story test fails on any. */
const unhandled: string[] = [];

export function recordUnhandledRequest(request: Request): void {
  unhandled.push(`${request.method} ${request.url}`);
}

export function takeUnhandledRequests(): string[] {
  return unhandled.splice(0);
}
