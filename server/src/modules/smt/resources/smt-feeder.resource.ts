import type pg from 'pg';
import { refuse } from '../../../core/api/app.exception';
import { defineResource, LIST_BY_IDS, type ResourceDef } from '../../../core/resource/resource.types';
import { fdesc, fname, int, oneOf, ref, relationsTo, str, tr } from '../../basicdata';
import { byWorderLookup, bySnLookup } from '../../product-mgt';
import { LATEST } from './feeder-latest';
import { sideField } from './smt-fields';
import { first, rows, sql } from '../../../core/db/sql';

const PARENT = sql('smt.feeder_parent', 'SELECT id, parent_id FROM smt_feeder WHERE id = $1');
const CHAIN_VERSION = sql(
  'smt.feeder_chain_version',
  'SELECT max(version)::int AS v FROM smt_feeder WHERE id = $1 OR parent_id = $1',
);

// A work order's feeder lists: those its SMT orders use and the newest of its process plans' ones.
const FEEDERS_OF_WORDER = `SELECT smt_feeder_id AS id FROM smt_order WHERE worder_id = $1 AND smt_feeder_id IS NOT NULL
  UNION SELECT id FROM (${LATEST.replace('%WHERE%', 'icpp_id IN (SELECT icpp_id FROM icpp_worder WHERE worder_id = $1)')}) x`;

// A feeder list (料站表, smt_feeder): the slots of a product's placement on a line, each with its material, alternates,
// quantity per board, turn and no_verify flag (smt_feeder_entry, through smt_feeder/entries and set_entries). Versions of
// one list share a root (parent_id, NULL on the first version); smt_feeder/latested… answer the newest one.
export function smtFeederResource(pool: pg.Pool): ResourceDef {
  return defineResource({
    name: 'smt_feeder',
    module: 'product_mgt',
    lookups: [
      LIST_BY_IDS,
      byWorderLookup('the feeder lists of a work order', { ids: FEEDERS_OF_WORDER }),
      bySnLookup("the feeder lists of a serial number's work order", { ids: FEEDERS_OF_WORDER }),
    ],
    links: {
      push_up: [{ table: 'icpp', route: '/icpp', ids: 'SELECT icpp_id FROM smt_feeder WHERE id = $1' }],
      push_down: [
        { table: 'smt_order', route: '/smt_order', ids: 'SELECT id FROM smt_order WHERE smt_feeder_id = $1' },
      ],
    },
    table: 'smt_feeder',
    label: tr('料站表', 'Feeder list'),
    // import and export are smt_feeder/import, custom_import and custom_export: they carry the slots.
    io: false,
    fields: {
      fnumber: { type: 'string', label: tr('料站表编号', 'Feeder list code'), max: 64, required: true, search: true },
      fname: fname('名称', 'Name', { required: false, default: '' }),
      icpp_id: ref('icpp', '工艺计划', 'Process plan'),
      product_id: ref('product', '产品', 'Product', { required: true }),
      product_line_id: ref('product_line', '产线', 'Production line'),
      side: sideField(),
      program_name: str(128, '贴片程序', 'Placement program'),
      version: int('版本', 'Version', { readonly: true, default: 1 }),
      parent_id: ref('smt_feeder', '首版料站表', 'First version'),
      fdesc: fdesc('备注', 'Remarks'),
    },
    relations: {
      ...relationsTo('icpp', 'product', 'product_line'),
      parent: { resource: 'smt_feeder', via: 'parent_id' },
    },
    hooks: {
      async beforeWrite(input, ctx) {
        if (ctx.action === 'update') {
          if ('parent_id' in input && input.parent_id !== ctx.current?.parent_id)
            throw refuse('parent_id', 'smt.parent_fixed');
          return input;
        }
        if (typeof input.parent_id !== 'number') return input;
        // A new version hangs from the root of its chain and numbers itself after the newest one.
        const parent = await first(pool, PARENT, [input.parent_id]);
        if (!parent) throw refuse('parent_id', 'smt.no_smt_feeder', { id: input.parent_id });
        const root = parent.parent_id ?? parent.id;
        const [{ v }] = await rows(pool, CHAIN_VERSION, [root]);
        return { ...input, parent_id: root, version: (v ?? 1) + 1 };
      },
    },
  });
}

export const FEEDER_CHANGE_TYPES = ['replace', 'add', 'del'] as const;

// A change record of a feeder list (料站表变更): one slot's material added, removed or replaced, and why.
export function smtFeederChangeResource(): ResourceDef {
  return defineResource({
    name: 'smt_feeder_change',
    module: 'product_mgt',
    table: 'smt_feeder_change',
    label: tr('料站表变更', 'Feeder list change'),
    actions: ['get', 'create', 'update', 'delete', 'list', 'check'],
    io: false,
    fields: {
      smt_feeder_id: ref('smt_feeder', '料站表', 'Feeder list', { required: true }),
      slot: { type: 'string', label: tr('站位', 'Slot'), max: 32, required: true, search: true },
      change_type: oneOf(FEEDER_CHANGE_TYPES, '变更类型', 'Change type'),
      old_icitem_id: ref('icitem', '原物料', 'Old material'),
      new_icitem_id: ref('icitem', '新物料', 'New material'),
      reason: str(256, '变更原因', 'Reason'),
      fdesc: fdesc('备注', 'Remarks'),
    },
    relations: {
      smt_feeder: { resource: 'smt_feeder', via: 'smt_feeder_id' },
      old_icitem: { resource: 'icitem', via: 'old_icitem_id' },
      new_icitem: { resource: 'icitem', via: 'new_icitem_id' },
    },
  });
}
