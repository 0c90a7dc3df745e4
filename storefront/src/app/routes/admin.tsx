import { AdminGate } from "@/features/auth/components/admin-gate"
import { Dashboard } from "@/features/staff/components/dashboard"
import { useDocumentTitle } from "@/hooks/use-document-title"

// Loaded on demand: no staff code reaches the home page's bundle.
export function AdminRoute() {
  useDocumentTitle("Admin Dashboard")
  return (
    <AdminGate>
      <Dashboard />
    </AdminGate>
  )
}
