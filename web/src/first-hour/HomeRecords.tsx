import { Card, Empty, List, Tag, Typography } from 'antd';
import { useEffect, useState, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import { listRecords, type ResourceRecord } from '../resources/resource-api';
import type { ResourceRef } from '../routes';
import { usePermission } from '../session';
import { FIRST_HOUR_NS } from './i18n';
import { routeOf } from './resource-routes';

type Props = {
  title: string;
  resource: ResourceRef;
  /** the list grammar's filter (docs/api.md), e.g. `status:2` */
  filter: string;
  /** the text of a row */
  line: (r: ResourceRecord) => string;
  testId: string;
};

// A home's card: the first records of a list filter, each a link to its details, the count, and the way to the list.
// Shown only to a user who may list the resource.
export function HomeRecords({ title, resource, filter, line, testId }: Props) {
  const { t } = useTranslation(FIRST_HOUR_NS);
  const { hasAll } = usePermission();
  const { module, name } = resource;
  const allowed = hasAll([`${module}.${name}.list`]);
  const [answer, setAnswer] = useState<{ list: ResourceRecord[]; total: number } | null>(null);
  useEffect(() => {
    if (!allowed) return;
    let live = true;
    listRecords({ module, name }, `${filter} ps:5`, { quiet: true })
      .then((a) => live && setAnswer(a))
      .catch(() => live && setAnswer({ list: [], total: 0 }));
    return () => {
      live = false;
    };
  }, [allowed, module, name, filter]);
  if (!allowed) return null;
  const list = routeOf(resource, 'list');
  return (
    <HomeCard
      testId={testId}
      title={title}
      count={answer?.total ?? null}
      extra={list && <Link to={list}>{t('home.more')}</Link>}
    >
      {answer && answer.list.length === 0 ? (
        <Empty image={Empty.PRESENTED_IMAGE_SIMPLE} description={t('home.none')} />
      ) : (
        <List
          size="small"
          dataSource={answer?.list ?? []}
          renderItem={(r) => {
            const to = routeOf(resource, 'detail', r.id);
            return (
              <List.Item>
                <Typography.Text ellipsis>{to ? <Link to={to}>{line(r)}</Link> : line(r)}</Typography.Text>
              </List.Item>
            );
          }}
        />
      )}
    </HomeCard>
  );
}

type CardProps = { testId: string; title: string; count: number | null; extra?: ReactNode; children: ReactNode };

/** A home's card: its title with the count of what it holds (loading until the count is known). */
export function HomeCard({ testId, title, count, extra, children }: CardProps) {
  return (
    <Card
      size="small"
      data-testid={testId}
      loading={count === null}
      title={
        <span>
          {title} <Tag color={count ? 'blue' : undefined}>{count ?? 0}</Tag>
        </span>
      }
      extra={extra}
    >
      {children}
    </Card>
  );
}

/** What `load` answers, read again when `key` changes; null until then. */
export function useHomeLoad<T>(key: string, load: () => Promise<T>): T | null {
  const [answer, setAnswer] = useState<T | null>(null);
  useEffect(() => {
    let live = true;
    void load().then((a) => live && setAnswer(a));
    return () => {
      live = false;
    };
    // eslint-disable-next-line react-hooks/exhaustive-deps -- `key` names what `load` reads
  }, [key]);
  return answer;
}
