import { List, Space, Tag, Typography } from 'antd';
import type { ReactNode } from 'react';
import { Link } from 'react-router-dom';
import { recordLabel } from '../resources/fields';
import { listRecords, type ResourceRecord } from '../resources/resource-api';
import type { ResourceRef } from '../routes';
import { usePermission } from '../session';
import { HomeCard, useHomeLoad } from './HomeRecords';
import { routeOf } from './resource-routes';

/** a list a task card reads: the records of a filter (the list grammar, docs/api.md), named by `label` */
export type TaskSource = { resource: ResourceRef; filter: string; label: string };

type Props = {
  testId: string;
  title: string;
  /** what the card is for, in a line: shown above its records */
  what: string;
  sources: readonly TaskSource[];
  /** said when no source has a record: what to do first */
  todo: string;
  /** the ways to start the task (buttons, links), shown always */
  actions: ReactNode;
};

type Row = { key: string; text: string; kind: string; to: string | null };

// A home card for one step of a role's work (receive, put away, pick): the documents waiting in it, across the
// lists it reads (those the user may list), the count, and the ways to start it; with nothing waiting, what to do.
export function HomeTask({ testId, title, what, sources, todo, actions }: Props) {
  const { hasAll } = usePermission();
  const allowed = sources.filter((s) => hasAll([`${s.resource.module}.${s.resource.name}.list`]));
  const key = allowed.map((s) => `${s.resource.module}.${s.resource.name}?${s.filter}`).join('|');
  const answer = useHomeLoad(key, async () => {
    const rowsOf = (s: TaskSource, list: ResourceRecord[]): Row[] =>
      list.map((r) => ({
        key: `${s.resource.name}-${r.id}`,
        text: recordLabel(r),
        kind: s.label,
        to: routeOf(s.resource, 'detail', r.id),
      }));
    const all = await Promise.all(
      allowed.map((s) =>
        listRecords(s.resource, `${s.filter} ps:5`, { quiet: true }).then(
          (a) => ({ rows: rowsOf(s, a.list), total: a.total }),
          () => ({ rows: [], total: 0 }),
        ),
      ),
    );
    return { rows: all.flatMap((a) => a.rows).slice(0, 6), total: all.reduce((n, a) => n + a.total, 0) };
  });
  return (
    <HomeCard testId={testId} title={title} count={answer?.total ?? null}>
      <Space direction="vertical" style={{ width: '100%' }}>
        <Typography.Text type="secondary">{what}</Typography.Text>
        {answer && answer.rows.length === 0 ? (
          <Typography.Paragraph data-testid={`${testId}-todo`} style={{ margin: 0 }}>
            {todo}
          </Typography.Paragraph>
        ) : (
          <List
            size="small"
            dataSource={answer?.rows ?? []}
            renderItem={(r) => (
              <List.Item>
                <Typography.Text ellipsis={{ tooltip: `${r.kind} ${r.text}` }}>
                  <Tag>{r.kind}</Tag>
                  {r.to ? <Link to={r.to}>{r.text}</Link> : r.text}
                </Typography.Text>
              </List.Item>
            )}
          />
        )}
        <Space wrap>{actions}</Space>
      </Space>
    </HomeCard>
  );
}
