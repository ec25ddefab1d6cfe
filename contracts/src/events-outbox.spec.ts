import {
  OUTBOX_FAMILIES,
  OUTBOX_FAMILY_NAMES,
  outboxFamilyOf,
  TOPIC,
  type OutboxFamily,
  type OutboxPayload,
} from './events';

// Compile-time checks of the topic map: a topic's payload is its family's, the engine's family is a template.
const message: OutboxPayload<'station.message'> = { station_id: 1, text: 'hi', by: null, at: '2024-01-01T00:00:00Z' };
const created: OutboxPayload<ReturnType<typeof TOPIC.resource>> = {
  resource: 'product',
  module: 'basicdata',
  action: 'create',
  id: 1,
  by: null,
};
const deleted: OutboxPayload<typeof TOPIC.reworkSnDelete> = { ...created, action: 'delete', entries: [1] };
// @ts-expect-error a station message has no resource fields
const badMessage: OutboxPayload<'station.message'> = created;
// @ts-expect-error not a topic of the map
const badTopic: OutboxPayload<'station.nope'> = message;
void [message, created, deleted, badMessage, badTopic];

describe('outbox topics', () => {
  const listed = Object.entries(OUTBOX_FAMILIES).flatMap(([family, f]) =>
    f.topics.map((topic) => [topic, family] as const),
  );

  it('puts every listed topic in one family, and finds it there first', () => {
    expect(new Set(listed.map(([t]) => t)).size).toBe(listed.length);
    for (const [topic, family] of listed) expect(outboxFamilyOf(topic)).toBe(family);
    expect(outboxFamilyOf(TOPIC.reworkSnDelete)).toBe('rework_sn_delete');
  });

  it('names every family, the engine last', () => {
    expect(OUTBOX_FAMILY_NAMES).toEqual([...Object.keys(OUTBOX_FAMILIES), 'resource']);
  });

  it("gives the engine's <resource>.<action> to the resource family and no family to anything else", () => {
    expect(outboxFamilyOf(TOPIC.resource('smt_feeding', 'create'))).toBe<OutboxFamily>('resource');
    expect(outboxFamilyOf('product.disable')).toBe('resource');
    expect(outboxFamilyOf(TOPIC.feedingStep('prepare'))).toBe('feeding_step');
    expect(outboxFamilyOf('smt_feeding.nope')).toBeNull();
    expect(outboxFamilyOf('product.create.more')).toBeNull();
    expect(outboxFamilyOf('station_report')).toBeNull();
  });

  it('builds family topics from their parts', () => {
    expect(TOPIC.orderAction('reworder', 'start_order')).toBe('reworder.start_order');
    expect(TOPIC.scheduling('replace')).toBe('production_scheduling.replace');
    expect(TOPIC.accessLinks('role_permission')).toBe('role_permission.set');
    expect(OUTBOX_FAMILIES.order_action.topics).toHaveLength(10);
  });
});
