// Shared back-office widgets (000 §2). Importing any of them registers the 'widgets' translations.
import './i18n';

export { WIDGETS_NS } from './i18n';
export { registerBundles, toLocale, type Bundle } from './i18n-bundle';
export { GoBackButton, type GoBackButtonProps } from './GoBackButton';
export { EditableTable, type EditableCellProps, type EditableColumn, type EditableTableProps } from './EditableTable';
export {
  appendBlock,
  copyDown,
  insertRowAfter,
  nextCell,
  padRowList,
  removeRowAt,
  updateCell,
  type CellPos,
} from './editable-rows';
export { ConfirmButton, confirmAction, type ConfirmButtonProps, type ConfirmOptions } from './confirm';
export { ImagePopup, type ImagePopupProps } from './ImagePopup';
export type { FetchPage, ListPage, ListRow } from './list-types';
export {
  SEARCH_FIELDS,
  buildSearchFilter,
  mergeRows,
  nearBottom,
  quoteValue,
  rowLabel,
  searchToken,
  type ScrollBox,
  type SearchField,
  type SearchFilterInput,
} from './list-filter';
export { useInfiniteList, type InfiniteListState } from './useInfiniteList';
export { useDebounced } from './useDebounced';
export { SELECT_INPUT_LIST_HEIGHT_PX, SelectInput, selectInputFilter, type SelectInputProps } from './SelectInput';
export { QueryModal, type QueryModalProps } from './QueryModal';
export {
  DEFAULT_FILL_IN_TRIMS,
  FILL_IN_TRIMS,
  applyTrims,
  fillInLines,
  removeBlankLines,
  splitLines,
  trimBottomBlankLines,
  trimTopBlankLines,
  type FillInTrim,
} from './fill-in';
export { FillInBox, type FillInBoxProps } from './FillInBox';
export {
  PROJECTION_CODE_LENGTH,
  ProjectionCodeButton,
  isProjectionCode,
  type ProjectionCodeButtonProps,
} from './ProjectionCodeButton';
export { pushDownDecision, pushDownPath, type PushDownDecision, type PushDownTarget } from './push-down';
export { PushDownModal, type PushDownModalProps } from './PushDownModal';
export { Stamp, type StampKind, type StampProps } from './Stamp';
export { CheckTick, type CheckTickProps } from './CheckTick';
export { TEXT_TONES, TextTone, type TextToneProps, type Tone } from './TextTone';
