export {
  Table,
  TableBody,
  TableCaption,
  TableCell,
  TableFooter,
  TableHead,
  TableHeader,
  TableRow,
  tableCellVariants,
  type TableBodyProps,
  type TableCaptionProps,
  type TableCellProps,
  type TableFooterProps,
  type TableHeadProps,
  type TableHeaderProps,
  type TableProps,
  type TableRowProps,
} from "./table.js";
export { useFocusAfterRemoval, type FocusAfterRemovalOptions } from "./use-focus-after-removal.js";
export { getFocusPlace, restoreFocusPlace, type FocusPlace } from "../../lib/focus-place.js";
