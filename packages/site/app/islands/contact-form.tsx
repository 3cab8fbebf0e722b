// The contact page's form: hydrated when the visitor starts on it.
import { ContactForm } from "../components/contact-form";
import { defineIsland } from "../lib/islands/define";

export default defineIsland("contact-form", ContactForm);
