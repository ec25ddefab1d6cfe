import { Foundation1763800000000 } from './1763800000000-foundation';

// Every migration, in order. A new schema change is a new file here, never `synchronize`.
export const MIGRATIONS = [Foundation1763800000000];
