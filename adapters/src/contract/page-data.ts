/**
 * The id of the <script type="application/json"> after a page the shop server drew: the
 * catalogue answers it was drawn from, which the SPA reads before it hydrates the page.
 */
export const PAGE_DATA_ID = "page-data"
