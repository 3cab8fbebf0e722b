// No "use client": the Sheet's variants, which Server Components may read, use it as the modals do.
/**
 * A form around a modal's body or footer (a submit dialog or sheet) lays them out as the panel's own parts, so
 * the body still scrolls between the header and the footer.
 */
export const modalFormClassName = "[&>form:has(>[data-slot$=-body],>[data-slot$=-footer])]:contents";
