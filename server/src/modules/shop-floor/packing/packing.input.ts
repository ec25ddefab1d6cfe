import type { CallParsed, PACKING } from '@mes/contracts';

// The packing calls' inputs as their declarations parse them (contracts/src/calls/packing.ts).
export type StationRef = { station_id?: number; station?: string };
export type BoxRef = { box_id?: number; box?: string };
export type PackInput = CallParsed<typeof PACKING.autoPack>;
export type BoxSnInput = CallParsed<typeof PACKING.subtract>;
export type TryBoxInput = CallParsed<typeof PACKING.tryBox>;
export type LabelInput = CallParsed<typeof PACKING.print>;
export type CalibrationInput = CallParsed<typeof PACKING.calibrate>;
export type BoxExportInput = CallParsed<typeof PACKING.export>;
