/** An answer the shop chose on purpose: a status and a message a person can act on. */
export class HttpError extends Error {
  constructor(
    readonly statusCode: number,
    message: string,
    options?: { cause?: unknown; headers?: Record<string, string> }
  ) {
    super(message, options)
    this.headers = options?.headers ?? {}
  }

  readonly headers: Record<string, string>
}
