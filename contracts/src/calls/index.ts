export * from './date-time';
export * from './fields';
export * from './declare-call';
export * from './packing';
export * from './smt-plans';
export * from './smt';
export * from './msd';
