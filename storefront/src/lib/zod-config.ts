// Some pages (registration, the address book, the staff dashboard) import constants
// from contract modules that build zod schemas. Building one, zod probes whether it
// may compile parsers with `new Function`; the shop's Content-Security-Policy forbids
// eval, and the browser reports even the caught probe as a violation. Jitless, zod
// parses without compiling and never probes. Zod reads its configuration from this
// global when it loads, so setting it here keeps zod out of the main bundle.
type ZodGlobal = { __zod_globalConfig?: { jitless?: boolean } }

const zodGlobal = globalThis as ZodGlobal
zodGlobal.__zod_globalConfig = Object.assign(zodGlobal.__zod_globalConfig ?? {}, { jitless: true })
