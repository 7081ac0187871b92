/*
 * Limits of the platform settings that screens need without zod (the admin settings screen's
 * counter): importing a value from settings.ts would bring zod and the phone metadata with it.
 */

/** The longest maintenance message staff may write (plain text). */
export const MAINTENANCE_MESSAGE_MAX = 500;
