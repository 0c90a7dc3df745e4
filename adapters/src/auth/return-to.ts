/**
 * Where to go after signing in: a path of this shop only, never another site
 * ("//evil.example", "/\\evil.example", "https://…" all fall back to "/").
 */
export function safeReturnTo(value: unknown): string {
  if (typeof value !== "string" || value.length > 500) return "/"
  if (!value.startsWith("/") || value.startsWith("//") || value.startsWith("/\\")) return "/"
  if (/[\u0000-\u001f\u007f]/.test(value)) return "/"
  return value
}
