declare module "virtual:catalogue/*" {
  import type { CompiledMessage } from "@/i18n/format-message"
  const messages: Record<string, CompiledMessage>
  export default messages
}
