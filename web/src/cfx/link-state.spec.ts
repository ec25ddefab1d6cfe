import { linkOf, shortName } from './link-state';

describe('linkOf', () => {
  const now = Date.parse('2026-11-24T10:00:00Z');
  const at = (s: number) => new Date(now - s * 1000).toISOString();

  it('shows what the machine said, and silent when its heartbeats stopped', () => {
    expect(linkOf({ link_state: 'unknown', last_heartbeat_at: null, heartbeat_s: 0 }, now)).toBe('unknown');
    expect(linkOf({ link_state: 'offline', last_heartbeat_at: at(1), heartbeat_s: 5 }, now)).toBe('offline');
    expect(linkOf({ link_state: 'online', last_heartbeat_at: at(14), heartbeat_s: 5 }, now)).toBe('online');
    expect(linkOf({ link_state: 'online', last_heartbeat_at: at(16), heartbeat_s: 5 }, now)).toBe('silent');
    // no frequency given: 60 s a beat
    expect(linkOf({ link_state: 'online', last_heartbeat_at: at(170), heartbeat_s: 0 }, now)).toBe('online');
    expect(linkOf({ link_state: 'online', last_heartbeat_at: at(190), heartbeat_s: 0 }, now)).toBe('silent');
  });

  it('shortens message names', () => {
    expect(shortName('CFX.Production.WorkCompleted')).toBe('Production.WorkCompleted');
    expect(shortName('')).toBe('');
  });
});
