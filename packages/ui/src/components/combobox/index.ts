export {
  Combobox,
  type ComboboxMultipleProps,
  type ComboboxProps,
  type ComboboxSingleProps,
} from "./combobox.js";
export {
  COMBOBOX_LABELS,
  matchesComboboxSearch,
  normalizeSearchText,
  type ComboboxLabels,
  type ComboboxOption,
} from "./combobox.shared.js";
export type { ComboboxLoader } from "./use-loaded-options.js";
