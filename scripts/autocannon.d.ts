/** autocannon ships no type declarations; scripts/lib/bench.ts types the part it uses. */
declare module 'autocannon';
