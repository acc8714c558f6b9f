export { Field, FieldMessages, FieldRequiredMarker, useFieldIds, fieldSizes } from './Field.tsx';
export type {
  FieldProps,
  FieldIds,
  FieldControlProps,
  FieldMessagesProps,
  FieldSize,
  UseFieldIdsOptions,
} from './Field.tsx';
