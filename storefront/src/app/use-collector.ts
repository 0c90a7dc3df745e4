import type { User } from "@contract/user"
import { useQueryClient, type QueryClient } from "@tanstack/react-query"
import { useSyncExternalStore } from "react"
import { USER_QUERY_KEY } from "@/features/auth/api/get-user"

type CollectorSource = { subscribe: (onChange: () => void) => () => void; current: () => string | null }

const sources = new WeakMap<QueryClient, CollectorSource>()

/**
 * The session as the query cache holds it, read without an observer of its own: a listing has a
 * heart on each of its cards, and an observer each cost the shop server's drawing and a phone's
 * hydration a fifth of the cards' time. The header's account link asks for the session.
 */
function sourceOf(client: QueryClient): CollectorSource {
  let source = sources.get(client)
  if (!source) {
    const cache = client.getQueryCache()
    const current = () => {
      const user = client.getQueryData<User | null>(USER_QUERY_KEY)
      return user && !user.isAdmin ? user.email : null
    }
    // One subscription to the cache for every part that reads the session, told only when it changes.
    const listeners = new Set<() => void>()
    let known = current()
    let unsubscribe = () => {}
    source = {
      current,
      subscribe: (onChange) => {
        if (listeners.size === 0) {
          known = current()
          unsubscribe = cache.subscribe(() => {
            const next = current()
            if (next === known) return
            known = next
            for (const listener of [...listeners]) listener()
          })
        }
        listeners.add(onChange)
        return () => {
          listeners.delete(onChange)
          if (listeners.size === 0) unsubscribe()
        }
      },
    }
    sources.set(client, source)
  }
  return source
}

// A drawn page, and the browser's hydration of it, know no session yet.
const unknownOnServer = () => null

/**
 * The signed-in collector's e-mail, or null for a guest or a staff member (whose accounts keep no
 * watch list). Known once the session's answer is in; a part subscribes once it has hydrated, so
 * the answer never reaches a part of the page still being hydrated.
 */
export function useCollector(): string | null {
  const source = sourceOf(useQueryClient())
  return useSyncExternalStore(source.subscribe, source.current, unknownOnServer)
}
