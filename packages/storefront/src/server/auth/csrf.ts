/** Compares two strings in time that depends only on their lengths, not on where they differ. */
function constantTimeEqual(a: string, b: string): boolean {
  if (a.length !== b.length) return false;
  let difference = 0;
  for (let index = 0; index < a.length; index += 1)
    difference |= a.charCodeAt(index) ^ b.charCodeAt(index);
  return difference === 0;
}

/** Whether a submitted CSRF token is the one bound to the session. */
export function isValidCsrfToken(
  submitted: string | null | undefined,
  sessionToken: string,
): boolean {
  return (
    typeof submitted === 'string' && submitted !== '' && constantTimeEqual(submitted, sessionToken)
  );
}
