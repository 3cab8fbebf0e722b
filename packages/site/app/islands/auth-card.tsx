// The sign-in / sign-up card of /auth: hydrated when the visitor starts on it.
import { AuthCard } from "../components/auth-card";
import { defineIsland } from "../lib/islands/define";

export default defineIsland("auth-card", AuthCard);
