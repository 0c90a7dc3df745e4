const IMAGE_TYPES: Record<string, string> = {
  jpg: "image/jpeg",
  jpeg: "image/jpeg",
  png: "image/png",
  webp: "image/webp",
  avif: "image/avif",
  gif: "image/gif",
  svg: "image/svg+xml",
}

const SEGMENT = /^[A-Za-z0-9_-][A-Za-z0-9._-]{0,199}$/

/**
 * The image a /static/… address names, or undefined: the rest of the path is
 * percent-decoded once, then every segment must be a plain file or folder name (no
 * ".", "..", empty segment, backslash or control character, encoded or not) and the
 * file an image by its extension. What passes is re-encoded for Medusa, so what
 * Medusa sees is exactly what was checked.
 */
export function staticImagePath(rest: string): { path: string; type: string } | undefined {
  if (rest.length > 1000) return undefined
  let decoded: string
  try {
    decoded = decodeURIComponent(rest)
  } catch {
    return undefined
  }
  const segments = decoded.split("/")
  if (segments.length > 8 || !segments.every((segment) => SEGMENT.test(segment))) return undefined
  const extension = segments.at(-1)!.split(".").at(-1)!.toLowerCase()
  const type = IMAGE_TYPES[extension]
  if (!type || !segments.at(-1)!.includes(".")) return undefined
  return { path: segments.map(encodeURIComponent).join("/"), type }
}
