import type { ResourceDef } from '../../../core/resource/resource.types';
import { clodopDeviceResource } from './clodop-device.resource';
import { registerPackingCalls } from './packing.calls';

// Packing, check-weighing and label printing (docs/packing.md): the printers' resource and the station calls.
export const PACKING_RESOURCES: ResourceDef[] = [clodopDeviceResource];
export const registerPacking = registerPackingCalls;
