export * from './auth.ts';
export * from './cards.ts';
export * from './directory.ts';
export * from './ledger.ts';
export * from './payments.ts';
export * from './products.ts';
export * from './system.ts';
export * from './users.ts';
