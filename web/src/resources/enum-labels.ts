import { useCallback } from 'react';
import { useTranslation } from 'react-i18next';
import { STATUS_ENUMS, type StatusEnumName } from '@mes/contracts';
import { currentLocale } from '../i18n';

// Labels of enum values. Status codes come from contracts' enumerations (the meta names only the codes, so the
// field is mapped here); word values (company, customer, major, ...) from the translations, else the value itself.
const STATUS_FIELDS: Record<string, StatusEnumName> = {
  'worder.status': 'work_order_status',
  'reworder.status': 'work_order_status',
  'smt_order.status': 'work_order_status',
  'icmo.status': 'work_order_status',
  'box.status': 'box_status',
  'stock_box.status': 'box_status',
  'pallet.status': 'box_status',
  'icpp.status': 'icpp_status',
  'icpp.freeze': 'icpp_freeze_flag',
  'bundle.validity': 'bundle_validity',
  'bundle.shelved': 'shelving_status',
  'material_prepare.build_status': 'material_preparation_build_status',
  'material_shelving.shelving_type': 'shelving_status',
  'smt_feeding.status': 'smt_feeding_status',
  'sn_policy.ftype': 'sn_policy_type',
  'bn_policy.ftype': 'bn_policy_type',
  'sn_policy.build_status': 'policy_build_status',
  'bn_policy.build_status': 'policy_build_status',
  'station_sop.ftype': 'station_instruction_type',
  'production_scheduling_log.change_type': 'scheduling_change_type',
  'production_scheduling_log.operation': 'scheduling_operation',
  'order_reporting.result': 'order_reporting_entry_result',
  'material_prepare.rule': 'prepare_rule',
  'material_shelving.source_type': 'shelving_source_type',
};

export function statusEnumOf(resource: string, field: string): StatusEnumName | undefined {
  return STATUS_FIELDS[`${resource}.${field}`];
}

/** (field, value) -> label for one resource, following the language. */
export function useEnumLabel(resource: string): (field: string, value: string | number) => string {
  const { t } = useTranslation();
  return useCallback(
    (field: string, value: string | number) => {
      const e = statusEnumOf(resource, field);
      if (e) return value === '' ? '' : STATUS_ENUMS[e].label(value, currentLocale());
      return t(`enumValues.${String(value)}`, { defaultValue: String(value) });
    },
    [resource, t],
  );
}
