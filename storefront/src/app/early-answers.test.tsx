import { render, screen } from "@testing-library/react"
import { AppProvider } from "./provider"
import { useUser } from "@/features/auth/api/get-user"
import { useConfig } from "@/features/support/api/get-config"
import { mockFetch, requestedUrls } from "@/testing/mock-fetch"
import { askEarly, getJson } from "@/lib/api-client"
import { createQueryClient } from "@/lib/query-client"

function Header() {
  const { data: user, isPending } = useUser()
  const { data: config } = useConfig()
  if (isPending || !config) return <p>…</p>
  return (
    <p>
      {user ? user.email : "Sign in"} · {config.supportPhone}
    </p>
  )
}

describe("answers asked for while the app starts", () => {
  it("are taken by the first render's queries, which ask nothing more; later queries ask afresh", async () => {
    const fetchMock = mockFetch({ "/api/auth/user": { email: "ada@example.com" }, "/api/config": { supportPhone: "+352 1" } })
    askEarly("/api/auth/user")
    askEarly("/api/config")
    expect(requestedUrls(fetchMock)).toEqual(["/api/auth/user", "/api/config"])

    render(
      <AppProvider queryClient={createQueryClient()}>
        <Header />
      </AppProvider>
    )

    expect(await screen.findByText("ada@example.com · +352 1")).toBeInTheDocument()
    expect(fetchMock).toHaveBeenCalledTimes(2)
    // Once the first render's effects have run, an early answer left over is not used.
    askEarly("/api/config")
    render(<AppProvider queryClient={createQueryClient()}>{null}</AppProvider>)
    await getJson("/api/config")
    expect(fetchMock).toHaveBeenCalledTimes(4)
  })
})
