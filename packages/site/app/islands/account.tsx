// The header's account corner (Sign In / Start Free Trial, or the e-mail and Sign Out): on every page, in
// the bar and in the mobile menu; the stored session, an auth redirect or another tab's sign-in boots it.
import { AccountActions } from "../components/account-actions";
import { defineIsland } from "../lib/islands/define";

export default defineIsland("account", AccountActions);
