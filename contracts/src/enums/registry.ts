import type { EnumCodeValue, EnumEntry, EnumHelpers } from './define-enum';
import { BnPolicyType, MaterialPreparationBuildStatus, PolicyBuildStatus, SnPolicyType } from './policy.enums';
import {
  IcppFreezeFlag,
  IcppStatus,
  OrderReportingEntryResult,
  ReportSourceType,
  SchedulingChangeType,
  SchedulingOperation,
  StationInstructionType,
  StationFunction,
  StationReportResult,
  WorkOrderStatus,
} from './production.enums';
import { SmtFeedingStatus } from './smt-feeding.enums';
import {
  BillTransactionType,
  BoxStatus,
  BundleValidity,
  PrepareRule,
  ProductReceiptOperation,
  ShelvingSourceType,
  ShelvingStatus,
} from './stock.enums';

// Every status enumeration under a stable snake_case name, so a UI or an API can list them all.
export const STATUS_ENUMS = Object.freeze({
  work_order_status: WorkOrderStatus,
  station_report_result: StationReportResult,
  box_status: BoxStatus,
  product_receipt_operation: ProductReceiptOperation,
  policy_build_status: PolicyBuildStatus,
  material_preparation_build_status: MaterialPreparationBuildStatus,
  icpp_status: IcppStatus,
  icpp_freeze_flag: IcppFreezeFlag,
  bundle_validity: BundleValidity,
  scheduling_operation: SchedulingOperation,
  scheduling_change_type: SchedulingChangeType,
  shelving_status: ShelvingStatus,
  order_reporting_entry_result: OrderReportingEntryResult,
  sn_policy_type: SnPolicyType,
  bn_policy_type: BnPolicyType,
  station_instruction_type: StationInstructionType,
  report_source_type: ReportSourceType,
  smt_feeding_status: SmtFeedingStatus,
  bill_transaction_type: BillTransactionType,
  prepare_rule: PrepareRule,
  shelving_source_type: ShelvingSourceType,
  station_function: StationFunction,
});

export type StatusEnumName = keyof typeof STATUS_ENUMS;

/** The common shape of every registered enum, for code that walks the registry. */
export type AnyStatusEnum = EnumHelpers<string, EnumCodeValue>;

export const STATUS_ENUM_NAMES = Object.freeze(Object.keys(STATUS_ENUMS) as StatusEnumName[]);

export function isStatusEnumName(name: string): name is StatusEnumName {
  return Object.prototype.hasOwnProperty.call(STATUS_ENUMS, name);
}

export function statusEnumEntries(name: StatusEnumName): readonly EnumEntry[] {
  const e: AnyStatusEnum = STATUS_ENUMS[name];
  return e.entries();
}
