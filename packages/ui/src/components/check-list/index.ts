export {
  CheckList,
  CheckListItem,
  checkListVariants,
  type CheckListItemProps,
  type CheckListProps,
} from "./check-list.js";
