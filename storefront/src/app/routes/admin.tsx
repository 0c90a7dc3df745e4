import { useDocumentTitle } from "@/hooks/use-document-title"

// Placeholder: the staff dashboard is built separately and loads on demand.
export function AdminRoute() {
  useDocumentTitle("Admin Dashboard")
  return (
    <div className="mx-auto max-w-7xl px-4 py-10">
      <h1 className="text-3xl font-semibold">Admin Dashboard</h1>
    </div>
  )
}
