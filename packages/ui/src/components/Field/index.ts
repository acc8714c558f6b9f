export {
  Field,
  FieldMessages,
  FieldRequiredMarker,
  useFieldIds,
  fieldSizes,
  fieldForcedStates,
} from './Field.tsx';
export type {
  FieldProps,
  FieldIds,
  FieldControlProps,
  FieldMessagesProps,
  FieldSize,
  FieldForcedState,
  UseFieldIdsOptions,
} from './Field.tsx';
