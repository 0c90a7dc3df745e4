/**
 * The values of a filter list as `GET /api/filters` answers it: `{ value, label }` for each, since
 * the countries and materials are named in the page's language; an earlier build answered the
 * values alone. The address takes the value.
 */
export function valuesOf(options) {
  return options.map((option) => (typeof option === "string" ? option : option.value))
}
