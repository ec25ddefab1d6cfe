import { BomExpandLink, EntriesEditor, IcmaMovesPanel } from './lazy';

type DocRecord = { id: number; checked?: unknown; entries?: unknown };

const BOM_FIELDS = [
  { key: 'qty', kind: 'number', label: 'col.qty' },
  { key: 'scrap_rate', kind: 'number', label: 'col.scrap' },
  { key: 'position', kind: 'text', label: 'col.position' },
  { key: 'substitute_group', kind: 'text', label: 'col.group' },
] as const;
const ICMA_FIELDS = [{ key: 'qty', kind: 'number', label: 'icma.requested' }] as const;

const NONE: Record<string, unknown>[] = [];
// (one empty list for every record without entries: the editor reloads when its list changes)
const entriesOf = (r: DocRecord) => (Array.isArray(r.entries) ? (r.entries as Record<string, unknown>[]) : NONE);

/** a BOM's details screen below its form: its children, and the link to its multi-level view. */
export function BomPanels({ record: r }: { record: DocRecord }) {
  return (
    <>
      <EntriesEditor
        path="product_mgt/icbom"
        id={r.id}
        checked={r.checked === true}
        entries={entriesOf(r)}
        fields={BOM_FIELDS}
      />
      <BomExpandLink id={r.id} />
    </>
  );
}

/** a requisition's details screen below its form: its materials, what was issued, and its work log. */
export function IcmaPanels({ record: r }: { record: DocRecord }) {
  const entries = entriesOf(r);
  return (
    <>
      <EntriesEditor
        path="product_mgt/icma"
        id={r.id}
        checked={r.checked === true}
        entries={entries}
        fields={ICMA_FIELDS}
      />
      <IcmaMovesPanel
        id={r.id}
        checked={r.checked === true}
        entries={entries as { icitem_id: number; qty: number }[]}
      />
    </>
  );
}
