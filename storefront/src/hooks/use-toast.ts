import type { ReactNode } from "react"
import { create } from "zustand"
import { TOAST_LIMIT, TOAST_REMOVE_DELAY_MS } from "@/config/constants"

export type ToastVariant = "default" | "destructive"

export type ToastInput = {
  title?: ReactNode
  description?: ReactNode
  action?: ReactNode
  variant?: ToastVariant
  duration?: number
}

export type ToastItem = ToastInput & { id: string; open: boolean }

type ToastState = {
  toasts: ToastItem[]
  add: (toast: ToastItem) => void
  update: (id: string, toast: Partial<ToastInput>) => void
  dismiss: (id?: string) => void
  remove: (id: string) => void
}

const removalTimers = new Map<string, ReturnType<typeof setTimeout>>()

// A dismissed toast stays mounted (closed) long enough for its exit animation
// and for screen readers; spec §9 fixes the delay.
function scheduleRemoval(id: string) {
  if (removalTimers.has(id)) return
  removalTimers.set(
    id,
    setTimeout(() => {
      removalTimers.delete(id)
      useToastStore.getState().remove(id)
    }, TOAST_REMOVE_DELAY_MS)
  )
}

export const useToastStore = create<ToastState>()((set) => ({
  toasts: [],
  add: (toast) => set((s) => ({ toasts: [toast, ...s.toasts].slice(0, TOAST_LIMIT) })),
  update: (id, patch) => set((s) => ({ toasts: s.toasts.map((t) => (t.id === id ? { ...t, ...patch } : t)) })),
  dismiss: (id) =>
    set((s) => {
      for (const t of s.toasts) if (id === undefined || t.id === id) scheduleRemoval(t.id)
      return {
        toasts: s.toasts.map((t) => (id === undefined || t.id === id ? { ...t, open: false } : t)),
      }
    }),
  remove: (id) => set((s) => ({ toasts: s.toasts.filter((t) => t.id !== id) })),
}))

let counter = 0

/** Shows a notification; only the newest one stays visible. */
export function toast(input: ToastInput) {
  counter = (counter + 1) % Number.MAX_SAFE_INTEGER
  const id = String(counter)
  const store = useToastStore.getState()
  store.add({ ...input, id, open: true })
  return {
    id,
    dismiss: () => useToastStore.getState().dismiss(id),
    update: (patch: Partial<ToastInput>) => useToastStore.getState().update(id, patch),
  }
}

export function useToasts(): ToastItem[] {
  return useToastStore((s) => s.toasts)
}
