import { ORDER_PAGE_HEADERS, type Order, type OrderFilter, type OrderSummary } from "@contract/order"
import { keepPreviousData, queryOptions, useQuery } from "@tanstack/react-query"
import { apiRequest, getJson } from "@/lib/api-client"

// Every order query starts with this key, so one invalidation refreshes the table and the figures.
export const ORDERS_QUERY_KEY = ["/api/orders"] as const

export type OrderPageQuery = { page: number; pageSize: number; status?: OrderFilter; search?: string }
/** `totalCapped`: a search matched more orders than `total`, the most it counts. */
export type OrderPage = { orders: Order[]; total: number; totalCapped: boolean; page: number; pageSize: number }

/** The query string of GET /api/orders; the defaults are left out, so the first page is the spec's bare call. */
export function orderPagePath({ page, pageSize, status, search }: OrderPageQuery): string {
  const params = new URLSearchParams()
  if (page > 1) params.set("page", String(page))
  if (pageSize !== 10) params.set("pageSize", String(pageSize))
  if (status) params.set("status", status)
  if (search) params.set("search", search)
  const text = params.toString()
  return text ? `/api/orders?${text}` : "/api/orders"
}

/** One page of orders, newest first; the server tells the total in a header. */
export async function getOrderPage(query: OrderPageQuery, signal?: AbortSignal): Promise<OrderPage> {
  const res = await apiRequest("GET", orderPagePath(query), undefined, signal)
  const orders = (await res.json()) as Order[]
  const total = Number(res.headers.get(ORDER_PAGE_HEADERS.total))
  return {
    orders,
    total: Number.isFinite(total) ? total : orders.length,
    totalCapped: res.headers.get(ORDER_PAGE_HEADERS.totalCapped) === "true",
    page: query.page,
    pageSize: query.pageSize,
  }
}

export function useOrderPage(query: OrderPageQuery) {
  return useQuery(
    queryOptions({
      queryKey: [...ORDERS_QUERY_KEY, query],
      queryFn: ({ signal }) => getOrderPage(query, signal),
      // The old page stays on screen while the next one loads.
      placeholderData: keepPreviousData,
    })
  )
}

export function useOrderSummary() {
  return useQuery({
    queryKey: [...ORDERS_QUERY_KEY, "summary"],
    queryFn: ({ signal }) => getJson<OrderSummary>("/api/orders/summary", signal),
  })
}
