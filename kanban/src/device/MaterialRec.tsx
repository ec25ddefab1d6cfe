import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useNavigate, useParams } from 'react-router-dom';
import type { Locale } from '@mes/contracts';
import { ErrorState, LoadingState, StatePanel } from '../components/States';
import { useApiData } from '../components/useApiData';
import { DeviceFrame } from './DeviceFrame';
import { apiCall, asApiError, type ApiError, num, str } from '@mes/client';
import { isRecord } from '@mes/contracts';

export type RecKind = 'assemble' | 'disassemble';
export type RecForm = { kind: RecKind; parent: string; material: string; qty: string; remark: string };

/** The body of stock_mgt/material_rec/create; null while a required field is missing. */
export function recBody(f: RecForm): Record<string, unknown> | null {
  const qty = Number(f.qty);
  if (!f.parent.trim() || !f.material.trim() || !Number.isFinite(qty) || qty <= 0) return null;
  return {
    ftype: f.kind,
    parent_barcode: f.parent.trim(),
    entries: [{ barcode: f.material.trim(), fqty: qty }],
    fdesc: f.remark.trim(),
  };
}

/** stock_material_rec/create: assemble a material onto a product, or take it off (a simple handheld form). */
export function MaterialRecCreate() {
  const { t, i18n } = useTranslation();
  const navigate = useNavigate();
  const [form, setForm] = useState<RecForm>({ kind: 'assemble', parent: '', material: '', qty: '1', remark: '' });
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<ApiError | null>(null);
  const body = recBody(form);
  const set = (k: keyof RecForm) => (e: { target: { value: string } }) =>
    setForm((f) => ({ ...f, [k]: e.target.value }));

  const submit = async (e: FormEvent) => {
    e.preventDefault();
    if (!body || busy) return;
    setBusy(true);
    setError(null);
    try {
      const rec = await apiCall<unknown>('stock_mgt/material_rec/create', body);
      const id = isRecord(rec) ? num(rec.id, 0) : 0;
      navigate(id ? `/stock_material_rec/${id}` : '/menu');
    } catch (err) {
      setError(asApiError(err));
    } finally {
      setBusy(false);
    }
  };

  return (
    <DeviceFrame testId="device-material-rec" title={t('device.stock_material_rec')}>
      <form className="form" onSubmit={(e) => void submit(e)}>
        <div className="segmented" role="radiogroup" aria-label={t('rec.kind')}>
          {(['assemble', 'disassemble'] as const).map((k) => (
            <button
              key={k}
              type="button"
              role="radio"
              aria-checked={form.kind === k}
              className={form.kind === k ? 'segmented__on' : ''}
              data-testid={`rec-${k}`}
              onClick={() => setForm((f) => ({ ...f, kind: k }))}
            >
              {t(`rec.${k}`)}
            </button>
          ))}
        </div>
        <label className="form__field">
          {t('rec.parent')}
          <input
            className="input"
            value={form.parent}
            onChange={set('parent')}
            data-testid="rec-parent"
            autoComplete="off"
          />
        </label>
        <label className="form__field">
          {t('rec.material')}
          <input
            className="input"
            value={form.material}
            onChange={set('material')}
            data-testid="rec-material"
            autoComplete="off"
          />
        </label>
        <label className="form__field">
          {t('rec.qty')}
          <input className="input" inputMode="decimal" value={form.qty} onChange={set('qty')} data-testid="rec-qty" />
        </label>
        <label className="form__field">
          {t('rec.remark')}
          <input className="input" value={form.remark} onChange={set('remark')} />
        </label>
        {error && (
          <p className="msg msg--error" role="alert" data-testid="rec-error">
            {error.describe(i18n.language as Locale)}
          </p>
        )}
        <button type="submit" className="btn btn--primary btn--block" disabled={!body || busy} data-testid="rec-submit">
          {t(`rec.submit.${form.kind}`)}
        </button>
      </form>
    </DeviceFrame>
  );
}

/** stock_material_rec/:id: one record as the server answers it. */
// what an assembly record shows, in order: its number, what was done, to which product, when, whether audited
const REC_FACTS = ['fbillno', 'ftype', 'parent_barcode', 'fdesc', 'created_at', 'checked'] as const;

/** a fact as a person reads it: the operation and the audit by their words, a time in the screen's locale */
function factText(key: (typeof REC_FACTS)[number], v: unknown, t: (k: string) => string): string {
  if (key === 'ftype' && (v === 'assemble' || v === 'disassemble')) return t(`rec.${v}`);
  if (key === 'checked') return t(v ? 'rec.yes' : 'rec.no');
  if (key === 'created_at' && typeof v === 'string') return new Date(v).toLocaleString();
  return str(v, '—');
}

export function MaterialRecView() {
  const { t } = useTranslation();
  const id = Number(useParams().id);
  const rec = useApiData('stock_mgt/material_rec', { id }, (d) => (isRecord(d) ? d : {}));
  let body;
  if (rec.error?.refusal?.code === 'record.no_such')
    // a number scanned or typed that names no record: said plainly, with the way to make one (issue 33, defect 11)
    body = (
      <StatePanel testId="rec-not-found" tone="notice" title={t('rec.notFound', { id })} hint={t('rec.notFoundHint')}>
        <Link className="btn btn--primary" to="/stock_material_rec/create" data-testid="rec-create-instead">
          {t('rec.createNew')}
        </Link>
      </StatePanel>
    );
  else if (rec.error) body = <ErrorState error={rec.error} />;
  else if (!rec.data) body = <LoadingState />;
  else {
    body = (
      <dl className="facts facts--device" data-testid="rec-view">
        {REC_FACTS.filter((k) => k in rec.data!).map((k) => (
          <div key={k} className="facts__item">
            <dt>{t(`rec.fields.${k}`)}</dt>
            <dd>{factText(k, rec.data![k], t)}</dd>
          </div>
        ))}
      </dl>
    );
  }
  return (
    <DeviceFrame
      testId="device-material-rec-view"
      title={typeof rec.data?.fbillno === 'string' ? rec.data.fbillno : t('device.stock_material_rec')}
    >
      {body}
    </DeviceFrame>
  );
}
