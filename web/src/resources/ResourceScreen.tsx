import { Button, Result } from 'antd';
import { useTranslation } from 'react-i18next';
import { useParams } from 'react-router-dom';
import { NotAvailablePage } from '../pages/NotAvailablePage';
import { flattenRoutes, findRoute, ROUTES, type FlatRoute, type Screen } from '../routes';
import { lazyScreen, ScreenSpinner } from '../shell/lazy-screen';
import { findResource } from './meta';
import { useMeta } from './MetaProvider';
import type { GenericScreenProps } from './screen-props';

const ListPage = lazyScreen<GenericScreenProps>(() => import('./ResourceListPage'));
const CreatePage = lazyScreen<GenericScreenProps>(() => import('./ResourceCreatePage'));
const DetailPage = lazyScreen<GenericScreenProps>(() => import('./ResourceDetailPage'));

const FLAT = flattenRoutes(ROUTES);

type ResourceScreenSpec = Extract<Screen, { kind: 'list' | 'create' | 'detail' }>;
type Props = { route: FlatRoute; screen: ResourceScreenSpec; title: string };

/** The resource's base path for this address: the route's path without its last segment, params filled in. */
function basePath(route: FlatRoute, params: Record<string, string | undefined>, depth = 1): string {
  const parts = route.fullPath.split('/').slice(0, -depth);
  return parts.map((p) => (p.startsWith(':') ? encodeURIComponent(params[p.slice(1)] ?? '') : p)).join('/');
}

function sibling(base: string, last: string, kind: ResourceScreenSpec['kind'], screen: ResourceScreenSpec): boolean {
  const found = findRoute(FLAT, `${base}/${last}`)?.node.screen;
  return !!found && found.kind === kind && 'resource' in found && found.resource.name === screen.resource.name;
}

// A route of a resource: the generic screen when the server describes the resource (meta/resources), otherwise a
// clear "not yet available" page.
export function ResourceScreen({ route, screen, title }: Props) {
  const { t } = useTranslation();
  const state = useMeta();
  const params = useParams();
  if (state.status === 'loading') return <ScreenSpinner />;
  if (state.status === 'error') {
    return (
      <Result
        status="warning"
        title={t('shell.metaFailed')}
        data-testid="meta-failed"
        extra={
          <Button type="primary" onClick={state.retry}>
            {t('shell.lazy.retry')}
          </Button>
        }
      />
    );
  }
  const def = findResource(state.meta, screen.resource);
  if (!def) return <NotAvailablePage title={title} />;
  const copyParam = screen.kind === 'create' ? screen.copyParam : undefined;
  // create/:id sits one level deeper than the resource's other screens
  const base = basePath(route, params, copyParam ? 2 : 1);
  const scope =
    'scope' in screen && screen.scope
      ? { field: screen.scope.field, value: params[screen.scope.param] ?? '' }
      : undefined;
  const props: GenericScreenProps = {
    meta: state.meta,
    def,
    title,
    base,
    scope,
    keepAlive: screen.kind === 'create' ? screen.keepAlive : undefined,
    copyFrom: copyParam && Number.isInteger(Number(params[copyParam])) ? Number(params[copyParam]) : undefined,
    view: screen.kind === 'detail' ? screen.view : undefined,
    hasCreate: sibling(base, 'create', 'create', screen),
    hasDetail: sibling(base, '1', 'detail', screen),
  };
  // keyed by the address, so moving between two resources never reuses one's state for the other
  const key = `${route.fullPath}:${base}`;
  if (screen.kind === 'list') return <ListPage key={key} {...props} />;
  if (screen.kind === 'create') return <CreatePage key={`${key}:${props.copyFrom ?? ''}`} {...props} />;
  return <DetailPage key={`${key}:${params.id ?? ''}`} {...props} />;
}
