import { ErrorCode, TOPIC, type ServerEvents } from '@mes/contracts';
import type pg from 'pg';
import { AppException, refuse } from '../../core/api/app.exception';
import { idField, onlyFields, textField } from '../../core/api/call-input';
import { writeOutboxIf } from '../../core/events/outbox.writer';
import type { ResourceRegistry } from '../../core/resource/resource.registry';

export const STATION_MESSAGE_MAX = 500;

type StationMessage = ServerEvents['station.message'];

// A supervisor's message to a station's screen (issue 8): the worker sends it to the room station:<id>.
export function registerStationMessageCalls(registry: ResourceRegistry, pool: pg.Pool): void {
  registry.registerExtra({
    path: 'work/station/message',
    permission: 'work.station.message',
    summary: `a supervisor's message to a station screen: station_id, text (1..${STATION_MESSAGE_MAX} characters)`,
    handler: async (body, ctx): Promise<StationMessage> => {
      onlyFields(body, ['station_id', 'text']);
      const stationId = idField(body, 'station_id');
      const text = textField(body, 'text', STATION_MESSAGE_MAX) ?? '';
      if (text.trim() === '') throw refuse('text', 'input.not_blank');
      const message: StationMessage = { station_id: stationId, text, by: ctx.userId, at: new Date().toISOString() };
      // One statement: the outbox entry only if the station exists.
      const sent = await writeOutboxIf(
        pool,
        TOPIC.stationMessage,
        message,
        'EXISTS (SELECT 1 FROM station WHERE id = $3)',
        [stationId],
      );
      if (!sent)
        throw new AppException(ErrorCode.NO_STATION, `station_id: no station ${stationId}`, { field: 'station_id' });
      return message;
    },
  });
}
