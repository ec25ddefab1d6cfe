// The root jest swc transform defaults to the classic runtime; this pragma keeps the automatic one the app uses.
/** @jsxRuntime automatic */
import { MTL_STD } from '@mes/contracts';
import { ScanForm, type ScanFormProps } from './ScanForm';

export type GeneralScanFormProps = Omit<
  ScanFormProps,
  'loadScanTypes' | 'organizationId' | 'general' | 'defaultType' | 'fixedType'
>;

/** The scan form fixed to MTL_STD and to the general parsers (organization 0) (000 §2). */
export function GeneralScanForm(props: GeneralScanFormProps) {
  return <ScanForm {...props} fixedType={MTL_STD} organizationId={0} general />;
}
