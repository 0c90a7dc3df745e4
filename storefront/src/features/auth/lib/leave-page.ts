/** A full page load, for addresses the shop server answers itself (e.g. /api/login). */
export function leavePage(url: string): void {
  window.location.assign(url)
}
