/**
 * Anonymous guests (a share link's visitor who gave no email) get an address in a reserved domain.
 * Kept apart from sharing.ts's schemas so the header can ask without loading them.
 */
export const ANONYMOUS_GUEST_EMAIL_DOMAIN = 'guests.invalid';
export const isAnonymousGuest = (user: { email: string }): boolean => user.email.endsWith(`@${ANONYMOUS_GUEST_EMAIL_DOMAIN}`);
