// The data model, one file per module that owns the tables (modules/<module> is the only code that
// writes them; docs/ARCHITECTURE.md "Data"). Money columns are bigint fen (ADR 001); every SQL feature
// used here runs on PostgreSQL 15 as well as on PGlite (ADR 005). Drizzle reads this index
// (drizzle.config.ts); `npm run db:generate -w @fairdraw/server` turns a change into a migration.
export * from './account';
export * from './auth';
export * from './attempts';
export * from './wallet';
export * from './admin';
export * from './games';
export * from './draws';
export * from './live';
export * from './agents';
export * from './betting';
export * from './messages';
export * from './support';
export * from './recharge';
export * from './payout-addresses';
export * from './withdraw';
export * from './jobs';
export * from './password-reset';
export * from './responsible-play';
