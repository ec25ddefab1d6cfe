export * from './define-enum';
export * from './production.enums';
export * from './stock.enums';
export * from './policy.enums';
export * from './smt-feeding.enums';
export * from './registry';
