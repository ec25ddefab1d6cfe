import { rooms, type OutboxEntry } from '@mes/contracts';
import type { RoomMessage, RoomPublisher } from '../emit/room-publisher';
import { ignore, on, type OutboxRoute } from '../outbox/outbox-handlers';

// The events queue's handler table: every family of the topic map, once (checked at start). An entry of a user's
// write refreshes the lists showing its resource; feeding steps also go to their SMT order's and line's boards,
// scheduling changes to the line's board. A supervisor's message is no resource change: only its station's room.
export class EventsProcessor {
  constructor(
    private readonly publisher: RoomPublisher,
    /** an order report to send: its entries become jobs of the erp queue (OrderReportingProcessor) */
    private readonly sendReport: (entry: OutboxEntry<'order_reporting_send'>) => Promise<void> = async () => {},
  ) {}

  routes(): OutboxRoute[] {
    return [
      ignore(
        ['station_report'],
        'the relay applies station reports to the projections itself (ProjectionProcessor.applyIn)',
      ),
      on(['station_message'], (e) => this.stationMessage(e)),
      on(['feeding_step'], (e) => this.feedingStep(e)),
      on(['scheduling'], (e) => this.scheduling(e)),
      on(['device_alert'], (e) => this.deviceAlert(e)),
      on(['spc_alarm'], (e) => this.spcAlarm(e)),
      on(['order_reporting_send'], async (e) => {
        await this.sendReport(e);
        await this.refresh(e);
      }),
      on(
        [
          'resource',
          'user_badge',
          'access_links',
          'order_action',
          'smt_order_action',
          'icpp_status',
          'icpp_join',
          'icpp_freeze',
          'feeder_entries',
          'steel_mesh_shelved',
          'worder_sns',
          'workflow_stations',
          'rework_sn_delete',
          'rework_sn_enter',
        ],
        (e) => this.refresh(e),
      ),
    ];
  }

  private async stationMessage({ payload }: OutboxEntry<'station_message'>): Promise<void> {
    await this.publisher.publish(rooms.station(payload.station_id), 'station.message', payload);
  }

  // the list's refresh and the step's two boards in one go (two Redis round trips): 40 scans/s beside the reports
  private async feedingStep(entry: OutboxEntry<'feeding_step'>): Promise<void> {
    const { payload } = entry;
    await this.publisher.publishAll([
      this.refreshOf(entry),
      { room: rooms.smtOrder(payload.smt_order_id), event: 'smt_feeding.step', data: payload },
      { room: rooms.line(payload.product_line_id), event: 'smt_feeding.step', data: payload },
    ]);
  }

  private async scheduling(entry: OutboxEntry<'scheduling'>): Promise<void> {
    await this.publisher.publishAll([
      this.refreshOf(entry),
      { room: rooms.line(entry.payload.product_line_id), event: 'scheduling.changed', data: entry.payload },
    ]);
  }

  // A device down, up or overdue: the line board's andon and a notice on each station screen of the line.
  private async deviceAlert({ payload }: OutboxEntry<'device_alert'>): Promise<void> {
    await this.publisher.publish(rooms.resource('dm_repair_record'), 'resource.changed', {
      resource: 'dm_repair_record',
      action: payload.kind,
      id: payload.dm_repair_record_id ?? 0,
      by: payload.by,
    });
    if (payload.product_line_id === null) return;
    await this.publisher.publish(rooms.line(payload.product_line_id), 'device.alert', payload);
    for (const id of payload.station_ids) await this.publisher.publish(rooms.station(id), 'device.alert', payload);
  }

  // An SPC alarm raised or released: the alarm lists, the line board's andon and the station's screen (docs/spc.md).
  private async spcAlarm({ payload }: OutboxEntry<'spc_alarm'>): Promise<void> {
    const messages: RoomMessage[] = [
      {
        room: rooms.resource('spc_alarm'),
        event: 'resource.changed',
        data: { resource: 'spc_alarm', action: payload.kind, id: payload.id, by: payload.released_by?.id ?? null },
      },
      { room: rooms.station(payload.station.id), event: 'spc.alarm', data: payload },
    ];
    if (payload.product_line_id !== null)
      messages.push({ room: rooms.line(payload.product_line_id), event: 'spc.alarm', data: payload });
    await this.publisher.publishAll(messages);
  }

  // `<resource>.<action>`: the topic names the lists to refresh (an access link's entry has no id: 0).
  private async refresh(entry: OutboxEntry): Promise<void> {
    await this.publisher.publishAll([this.refreshOf(entry)]);
  }

  private refreshOf({ topic, payload }: OutboxEntry): RoomMessage {
    const [resource, action = ''] = topic.split('.');
    const id = 'id' in payload ? payload.id : 0;
    const by = 'by' in payload ? payload.by : null;
    return { room: rooms.resource(resource), event: 'resource.changed', data: { resource, action, id, by } };
  }
}
