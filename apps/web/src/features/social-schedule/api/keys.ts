/** Query keys of the calendar; a move invalidates `scheduleKeys.all` and the post lists' keys. */
export const scheduleKeys = {
  all: ['social-schedule'] as const,
  calendar: (from: string, to: string, timeZone: string) =>
    ['social-schedule', 'calendar', from, to, timeZone] as const,
  upcoming: ['social-schedule', 'upcoming'] as const,
};
