import { expect, waitFor } from "storybook/test";

/**
 * Waits for the DataTable in `root` to show an answer (no longer loading) that passes `check`: the stories' fake
 * servers take their time.
 */
export const tableAnswered = (root: ParentNode, check: () => void = () => {}) =>
  waitFor(() => {
    expect(root.querySelector("[data-slot=data-table]")).not.toHaveAttribute("data-loading");
    check();
  });
