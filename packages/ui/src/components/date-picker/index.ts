export {
  DATE_PICKER_LABELS,
  DatePicker,
  DateRangePicker,
  isValidDate,
  type DatePickerChangeDetails,
  type DatePickerLabels,
  type DatePickerProps,
  type DateRangePickerProps,
} from "./date-picker.js";
