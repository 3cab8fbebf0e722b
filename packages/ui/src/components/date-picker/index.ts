export {
  DatePicker,
  DateRangePicker,
  type DatePickerChangeDetails,
  type DatePickerProps,
  type DateRangePickerProps,
} from "./date-picker.js";
export { DATE_PICKER_LABELS, isValidDate, type DatePickerLabels } from "./date-picker.shared.js";
