import { AdminGate } from "@/features/auth/components/admin-gate"
import { Dashboard } from "@/features/staff/components/dashboard"
import { useDocumentTitle } from "@/hooks/use-document-title"
import { useT } from "@/i18n/react"

// Loaded on demand: no staff code reaches the home page's bundle.
export function AdminRoute() {
  const t = useT()
  useDocumentTitle(t("admin.title"))
  return (
    <AdminGate>
      <Dashboard />
    </AdminGate>
  )
}
