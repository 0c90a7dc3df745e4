/* global document, window */
// The Print button of the shop's printable papers (packing slip, invoice, credit note).
document.getElementById("print-paper")?.addEventListener("click", () => window.print())
