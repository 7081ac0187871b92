export * from './auth/phone.ts';
export * from './auth/schemas.ts';
export * from './cards/schemas.ts';
export * from './http/errors.ts';
export * from './i18n/format-issue.ts';
export * from './i18n/languages.ts';
export * from './i18n/translate.ts';
export * from './stats/schemas.ts';
