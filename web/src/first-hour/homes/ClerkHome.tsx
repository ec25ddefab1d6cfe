import { Button, List, Skeleton, Tag, Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import { currentLocale } from '../../i18n';
import { useMeta } from '../../resources/MetaProvider';
import { hasAction, type ResourceMeta } from '../../resources/meta';
import { listRecords } from '../../resources/resource-api';
import { usePermission } from '../../session';
import { HomeCard, useHomeLoad } from '../HomeRecords';
import { HomeTask, type TaskSource } from '../HomeTask';
import { FIRST_HOUR_NS } from '../i18n';
import { routeOf } from '../resource-routes';

const STOCK = 'stock_mgt';
const UNCHECKED = 'checked:false sort:id-asc';
// the documents of the clerk's three first steps; every other kind waits in the last card
const RECEIVE = ['cs_instock', 'ex_instock'];
const PUT_AWAY = ['material_shelving'];
const PICK = ['pick_material'];
const STEPS = new Set([...RECEIVE, ...PUT_AWAY, ...PICK, 'material_prepare']);

/** The stock documents a clerk checks: stock_mgt documents with entries and a check, that have a list screen. */
export function checkableStockDocs(resources: readonly ResourceMeta[]): ResourceMeta[] {
  return resources.filter(
    (d) => d.module === STOCK && d.entries && hasAction(d, 'check') && routeOf(d, 'list') !== null,
  );
}

// The warehouse clerk's home (issue 33, defect 13): what a clerk does first, in order: receive (receipts not
// checked, a new receipt, a supplier's reel label), put away (shelving not checked), pick (preparations in progress,
// pick lists not checked); then, in one card, the other kinds of stock document that have some waiting.
export function ClerkHome() {
  const { t } = useTranslation(FIRST_HOUR_NS);
  const meta = useMeta();
  const { hasAll } = usePermission();
  if (meta.status !== 'ready') return <Skeleton active />;
  const locale = currentLocale();
  const byName = (name: string) => meta.meta.resources.find((d) => d.module === STOCK && d.name === name);
  const sources = (names: readonly string[], filter = UNCHECKED): TaskSource[] =>
    names.flatMap((name) => {
      const d = byName(name);
      return d ? [{ resource: d, filter, label: d.label[locale] }] : [];
    });
  const may = (permission: string) => hasAll([permission]);
  const link = (to: string, label: string, testId: string, primary = false) => (
    <Link to={to} data-testid={testId}>
      <Button size="small" type={primary ? 'primary' : 'default'}>
        {label}
      </Button>
    </Link>
  );
  const prepare = byName('material_prepare');
  return (
    <div className="home-grid">
      <HomeTask
        testId="home-receive"
        title={t('home.clerk.receive')}
        what={t('home.clerk.receiveWhat')}
        sources={sources(RECEIVE)}
        todo={t('home.clerk.receiveTodo')}
        actions={
          <>
            {may('stock_mgt.cs_instock.create') &&
              link('/stock_mgt/cs_instock/create', t('home.clerk.newReceipt'), 'home-receive-new', true)}
            {may('stock_mgt.bundle.receive_label') &&
              link('/stock_mgt/bundle/receive_label', t('home.clerk.scanLabel'), 'home-receive-label')}
          </>
        }
      />
      <HomeTask
        testId="home-putaway"
        title={t('home.clerk.putAway')}
        what={t('home.clerk.putAwayWhat')}
        sources={sources(PUT_AWAY)}
        todo={t('home.clerk.putAwayTodo')}
        actions={
          may('stock_mgt.material_shelving.list') &&
          link('/stock_mgt/material_shelving/list', t('home.clerk.shelving'), 'home-putaway-list')
        }
      />
      <HomeTask
        testId="home-pick"
        title={t('home.clerk.pick')}
        what={t('home.clerk.pickWhat')}
        sources={[
          ...(prepare ? [{ resource: prepare, filter: 'build_status:2', label: t('home.clerk.preparing') }] : []),
          ...sources(PICK),
        ]}
        todo={t('home.clerk.pickTodo')}
        actions={
          <>
            {may('stock_mgt.material_prepare.list') &&
              link('/stock_mgt/material_preparation_work/list', t('home.clerk.preparations'), 'home-pick-prepare')}
            {may('stock_mgt.pick_material.list') &&
              link('/stock_mgt/pick_material/list', t('home.clerk.pickLists'), 'home-pick-list')}
          </>
        }
      />
      <OtherDocs docs={checkableStockDocs(meta.meta.resources).filter((d) => !STEPS.has(d.name))} />
    </div>
  );
}

// The other kinds of stock document not checked yet, one line per kind that has some, with its count.
function OtherDocs({ docs }: { docs: ResourceMeta[] }) {
  const { t } = useTranslation(FIRST_HOUR_NS);
  const { hasAll } = usePermission();
  const locale = currentLocale();
  const readable = docs.filter((d) => hasAll([`${d.module}.${d.name}.list`]));
  const key = readable.map((d) => d.name).join(',');
  const counts = useHomeLoad(key, async () => {
    const all = await Promise.all(
      readable.map((doc) =>
        listRecords(doc, `${UNCHECKED} ps:1`, { quiet: true }).then(
          (a) => ({ doc, total: a.total }),
          () => ({ doc, total: 0 }),
        ),
      ),
    );
    return all.filter((c) => c.total > 0);
  });
  return (
    <HomeCard
      testId="home-other"
      title={t('home.clerk.other')}
      count={counts ? counts.reduce((n, c) => n + c.total, 0) : null}
    >
      {counts && counts.length === 0 ? (
        <Typography.Paragraph data-testid="home-other-todo" style={{ margin: 0 }}>
          {t('home.clerk.otherNone')}
        </Typography.Paragraph>
      ) : (
        <List
          size="small"
          dataSource={counts ?? []}
          renderItem={({ doc, total }) => (
            <List.Item extra={<Tag>{total}</Tag>}>
              <Link to={routeOf(doc, 'list') ?? '#'} data-testid={`home-other-${doc.name}`}>
                {doc.label[locale]}
              </Link>
            </List.Item>
          )}
        />
      )}
    </HomeCard>
  );
}
