/** Query keys of the social analytics screen. */
export const socialAnalyticsKeys = {
  all: ['social-analytics'] as const,
  report: (days: number, businessId: string, timeZone: string) =>
    ['social-analytics', 'report', days, businessId, timeZone] as const,
};
