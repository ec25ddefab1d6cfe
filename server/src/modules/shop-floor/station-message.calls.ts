import { ErrorCode, STATION_MESSAGE, TOPIC, type ServerEvents } from '@mes/contracts';
import type pg from 'pg';
import { refuseAs } from '../../core/api/app.exception';
import { writeOutboxIf } from '../../core/events/outbox.writer';
import { implementCall, type ResourceRegistry } from '../../core/resource/resource.registry';

type StationMessage = ServerEvents['station.message'];

// A supervisor's message to a station's screen (issue 8): the worker sends it to the room station:<id>.
export function registerStationMessageCalls(registry: ResourceRegistry, pool: pg.Pool): void {
  implementCall(registry, STATION_MESSAGE, async ({ station_id: stationId, text }, ctx): Promise<StationMessage> => {
    const message: StationMessage = { station_id: stationId, text, by: ctx.userId, at: new Date().toISOString() };
    // One statement: the outbox entry only if the station exists.
    const sent = await writeOutboxIf(
      pool,
      TOPIC.stationMessage,
      message,
      'EXISTS (SELECT 1 FROM station WHERE id = $3)',
      [stationId],
    );
    if (!sent) throw refuseAs(ErrorCode.NO_STATION, 'station_id', 'shop_floor.no_station_id', { id: stationId });
    return message;
  });
}
