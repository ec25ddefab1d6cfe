import type { Platform } from '../../core/api/platform';
import { registerDeviceMaintenance, type LineAlertSource, type ScreenOrUser } from './dm.calls';

export type DeviceMaintenanceDeps = Pick<Platform, 'registry' | 'pool' | 'resources'> & {
  /** who may read a board's data: a kanban screen or a user holding the permission (the kanban's callers) */
  screenOrUser: ScreenOrUser;
  /** the alerts of a line other areas raise (the CFX machines' open faults) */
  moreAlerts: LineAlertSource[];
};

// The device-maintenance area (docs/architecture.md, "Areas"): its resources and calls (periods, items, records,
// repairs, alerts, due dates).
export function register(d: DeviceMaintenanceDeps): void {
  registerDeviceMaintenance(d.registry, d.pool, d.resources, d.screenOrUser, d.moreAlerts);
}
