import { z } from 'zod';
import { coded } from './fields';

// What the product_mgt declarations share (contracts/src/calls/product*.ts; not exported from the package).

/** a list filter (docs/api.md, the list grammar): any string; the handler reads '' when absent */
export const listFilter = () => z.string(coded('input.string')).optional();
