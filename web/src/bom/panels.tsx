import { BomExpandLink, IcmaMovesPanel } from './lazy';

type DocRecord = { id: number; checked?: unknown; entries?: unknown };

// (a BOM's children and a requisition's materials are the generic entries table of the details screen)

/** a BOM's details screen below its form: the link to its multi-level view. */
export function BomPanels({ record: r }: { record: DocRecord }) {
  return <BomExpandLink id={r.id} />;
}

/** a requisition's details screen below its form: what was issued and returned, and its work log. */
export function IcmaPanels({ record: r }: { record: DocRecord }) {
  return (
    <IcmaMovesPanel
      id={r.id}
      checked={r.checked === true}
      entries={(Array.isArray(r.entries) ? r.entries : []) as { icitem_id: number; qty: number }[]}
    />
  );
}
