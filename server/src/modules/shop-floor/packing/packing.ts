import type { ResourceDef } from '../../../core/resource/resource.types';
import { calibrationWeightResource } from './calibration.resource';
import { clodopDeviceResource } from './clodop-device.resource';
import { registerPackingCalls } from './packing.calls';

// Packing, check-weighing and label printing (docs/packing.md): the printers' resource and the station calls.
export const PACKING_RESOURCES: ResourceDef[] = [clodopDeviceResource, calibrationWeightResource];
export const registerPacking = registerPackingCalls;
