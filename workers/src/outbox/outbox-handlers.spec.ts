import { UnrecoverableError } from 'bullmq';
import {
  OUTBOX_FAMILY_NAMES,
  rooms,
  TOPIC,
  type OutboxFamily,
  type RoomDelta,
  type ServerEventName,
  type ServerEvents,
} from '@mes/contracts';
import type { RoomPublisher } from '../emit/room-publisher';
import { EventsProcessor } from '../processors/events.processor';
import { dispatchOutbox, ignore, on, outboxTable } from './outbox-handlers';

type Sent = { room: string; event: ServerEventName; data: unknown };

// Records what would go to the rooms.
function recorder(): { publisher: RoomPublisher; sent: Sent[] } {
  const sent: Sent[] = [];
  const publisher = {
    publish: async <E extends ServerEventName>(room: string, event: E, data: ServerEvents[E]) => {
      sent.push({ room, event, data });
      return { room, seq: sent.length, event, data } as RoomDelta<E>;
    },
    publishAll: async (messages: Sent[]) => {
      sent.push(...messages);
    },
  } as unknown as RoomPublisher;
  return { publisher, sent };
}

describe(outboxTable.name, () => {
  const handler = async () => undefined;
  const others = (but: OutboxFamily) => OUTBOX_FAMILY_NAMES.filter((f) => f !== but);

  it("accepts the workers' own table: every family of the topic map once", () => {
    const sut = outboxTable(new EventsProcessor(recorder().publisher).routes());
    expect([...sut.keys()].sort()).toEqual([...OUTBOX_FAMILY_NAMES].sort());
  });

  it('refuses a family with no handler, naming its topics', () => {
    expect(() => outboxTable([on(others('station_message'), handler)])).toThrow(
      /no handler for station_message \(station\.message\)/,
    );
    expect(() => outboxTable([on(others('resource'), handler)])).toThrow(
      /no handler for resource \(<resource>\.<action>\)/,
    );
  });

  it('refuses a family with two handlers, also when one of them ignores it', () => {
    expect(() => outboxTable([on(OUTBOX_FAMILY_NAMES, handler), on(['feeding_step'], handler)])).toThrow(
      /two handlers for feeding_step/,
    );
    expect(() => outboxTable([on(OUTBOX_FAMILY_NAMES, handler), ignore(['station_report'], 'batched')])).toThrow(
      /two handlers for station_report/,
    );
  });

  it('refuses a handler for a family the map does not have', () => {
    expect(() => outboxTable([on(OUTBOX_FAMILY_NAMES, handler), on(['nope' as OutboxFamily], handler)])).toThrow(
      /handler for nope, which the topic map does not have/,
    );
  });
});

describe(dispatchOutbox.name, () => {
  const setup = () => {
    const { publisher, sent } = recorder();
    return { sut: outboxTable(new EventsProcessor(publisher).routes()), sent };
  };

  it("refreshes a resource's lists for the engine's entries and the listed user writes", async () => {
    const { sut, sent } = setup();
    await dispatchOutbox(sut, {
      outbox_id: 1,
      topic: TOPIC.resource('product', 'create'),
      payload: { resource: 'product', module: 'basicdata', action: 'create', id: 7, by: 2 },
    });
    await dispatchOutbox(sut, {
      outbox_id: 2,
      topic: TOPIC.accessLinks('user_role'),
      payload: { user_id: 3, ids: [1] },
    });
    expect(sent).toEqual([
      {
        room: rooms.resource('product'),
        event: 'resource.changed',
        data: { resource: 'product', action: 'create', id: 7, by: 2 },
      },
      {
        room: rooms.resource('user_role'),
        event: 'resource.changed',
        data: { resource: 'user_role', action: 'set', id: 0, by: null },
      },
    ]);
  });

  it("sends a feeding step to its order's and line's boards, and a message to its station only", async () => {
    const { sut, sent } = setup();
    const step = {
      id: 4,
      smt_order_id: 5,
      product_line_id: 6,
      step: 'prepare',
      resource: 'smt_feeding',
      module: 'work',
      action: 'prepare',
      by: 1,
    };
    await dispatchOutbox(sut, { outbox_id: 3, topic: TOPIC.feedingStep('prepare'), payload: step });
    const message = { station_id: 9, text: 'hi', by: 1, at: '2024-01-01T00:00:00.000Z' };
    await dispatchOutbox(sut, { outbox_id: 4, topic: TOPIC.stationMessage, payload: message });
    expect(sent.map((s) => [s.room, s.event])).toEqual([
      [rooms.resource('smt_feeding'), 'resource.changed'],
      [rooms.smtOrder(5), 'smt_feeding.step'],
      [rooms.line(6), 'smt_feeding.step'],
      [rooms.station(9), 'station.message'],
    ]);
    expect(sent[3].data).toEqual(message);
  });

  it('does nothing for an ignored family, and fails without retry for a topic outside the map', async () => {
    const { sut, sent } = setup();
    await dispatchOutbox(sut, { outbox_id: 5, topic: TOPIC.stationReport, payload: {} });
    expect(sent).toEqual([]);
    const stray = dispatchOutbox(sut, { outbox_id: 6, topic: 'smt_feeding.nope', payload: {} });
    await expect(stray).rejects.toThrow(/topic smt_feeding.nope is not in the topic map/);
    await expect(stray).rejects.toBeInstanceOf(UnrecoverableError);
  });
});
