/**
 * The spec's words for a session older than its maximum age (section 5), as the server logs and
 * throws them; customers read `errors:api.sessionRequired` in their language instead.
 */
export const sessionExpiredMessage = 'Session expired!';
