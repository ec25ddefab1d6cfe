import { ErrorCode, type ServerEvents } from '@mes/contracts';
import type pg from 'pg';
import { AppException, badRequest } from '../../core/api/app.exception';
import { idField, onlyFields, textField } from '../../core/api/call-input';
import type { ResourceRegistry } from '../../core/resource/resource.registry';
import { OUTBOX_CHANNEL } from './station-report.sql';

export const STATION_MESSAGE_MAX = 500;

// One statement: the outbox entry only if the station exists, and a wake-up for the relays.
const INSERT_MESSAGE = `
WITH ob AS (
  INSERT INTO outbox (topic, payload) SELECT 'station.message', $2::jsonb FROM station WHERE id = $1 RETURNING id
) SELECT ob.id, pg_notify('${OUTBOX_CHANNEL}', ob.id::text) FROM ob`;

type StationMessage = ServerEvents['station.message'];

// A supervisor's message to a station's screen (issue 8): the worker sends it to the room station:<id>.
export function registerStationMessageCalls(registry: ResourceRegistry, pool: pg.Pool): void {
  registry.registerExtra({
    path: 'work/station/message', permission: 'work.station.message',
    summary: `a supervisor's message to a station screen: station_id, text (1..${STATION_MESSAGE_MAX} characters)`,
    handler: async (body, ctx): Promise<StationMessage> => {
      onlyFields(body, ['station_id', 'text']);
      const stationId = idField(body, 'station_id');
      const text = textField(body, 'text', STATION_MESSAGE_MAX) ?? '';
      if (text.trim() === '') throw badRequest('text', 'must not be blank');
      const message: StationMessage = { station_id: stationId, text, by: ctx.userId, at: new Date().toISOString() };
      const { rowCount } = await pool.query(INSERT_MESSAGE, [stationId, JSON.stringify(message)]);
      if (!rowCount) throw new AppException(ErrorCode.NO_STATION, `station_id: no station ${stationId}`, { field: 'station_id' });
      return message;
    },
  });
}
