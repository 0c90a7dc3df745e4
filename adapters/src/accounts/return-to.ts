/**
 * Where to go after signing in: a path of this shop only, never another site
 * ("//evil.example", "/\\evil.example", "https://…" all fall back to "/").
 */
export function safeReturnTo(value: unknown): string {
  if (typeof value !== "string" || value.length > 500) return "/"
  if (!value.startsWith("/") || value.startsWith("//") || value.startsWith("/\\")) return "/"
  // eslint-disable-next-line no-control-regex -- rejects control characters (header injection), on purpose
  if (/[\u0000-\u001f\u007f]/.test(value)) return "/"
  return value
}
