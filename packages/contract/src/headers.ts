/** Request headers (docs/api-conventions.md) (HTTP header names are case-insensitive; Node lower-cases them). */
export const languageHeader = 'LANGUAGE';
export const tokenHeader = 'TOKEN';
