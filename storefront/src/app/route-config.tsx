import { lazy, type ComponentType } from "react"
import type { RouteObject } from "react-router-dom"
import { RootLayout } from "./layout/root-layout"
import { RouteError } from "./layout/route-error"
import { HomeRoute } from "./routes/home"
import { NotFoundRoute } from "./routes/not-found"
import { AreaMessages, LanguageProvider } from "@/i18n/react"
import { LANGUAGES } from "@/i18n/language"

// Everything the home page does not need arrives on demand, so the first visit
// stays small; payments and staff screens never reach the main bundle.
const ProductsRoute = drawnPage(() => import("./routes/products").then((m) => m.ProductsRoute))
const ProductRoute = drawnPage(() => import("./routes/product").then((m) => m.ProductRoute))

/**
 * A drawn page's code on demand, which the start loads before the hydration (`preloadDrawnPage`):
 * once loaded, React draws the page at once instead of waiting for it, so the whole page hydrates
 * in one pass and React answers a press anywhere on it (a part still waiting for its code drops
 * the press; docs/decisions/252).
 */
function drawnPage(load: () => Promise<ComponentType>) {
  let loaded: ComponentType | undefined
  const Page = lazy(() => {
    if (!loaded) {
      return load().then((component) => {
        loaded = component
        return { default: component }
      })
    }
    const page = { default: loaded }
    // Settled at once: React takes a thenable that calls back synchronously as already resolved.
    return { then: (resolve: (value: typeof page) => void) => resolve(page) } as Promise<typeof page>
  })
  const preload = async () => {
    loaded ??= await load()
  }
  return Object.assign(Page, { preload })
}

/** Loads the code of the drawn page at `pathname` (the listing, a category, a product), if any. */
export async function preloadDrawnPage(pathname: string): Promise<void> {
  const path = pathname.replace(/^\/(de|fr)(?=\/|$)/, "") || "/"
  if (/^\/products(\/[^/]+)?\/?$/.test(path)) await ProductsRoute.preload()
  else if (/^\/product\/[^/]+\/?$/.test(path)) await ProductRoute.preload()
}
const CheckoutRoute = lazy(() => import("./routes/checkout").then((m) => ({ default: m.CheckoutRoute })))
const PaymentSuccessRoute = lazy(() => import("./routes/payment-success").then((m) => ({ default: m.PaymentSuccessRoute })))
const AdminRoute = lazy(() => import("./routes/admin").then((m) => ({ default: m.AdminRoute })))
const AdminOrderRoute = lazy(() => import("./routes/admin-order").then((m) => ({ default: m.AdminOrderRoute })))
const SignInRoute = lazy(() => import("./routes/sign-in").then((m) => ({ default: m.SignInRoute })))
const RegisterRoute = lazy(() => import("./routes/register").then((m) => ({ default: m.RegisterRoute })))
const ForgotPasswordRoute = lazy(() => import("./routes/forgot-password").then((m) => ({ default: m.ForgotPasswordRoute })))
const ResetPasswordRoute = lazy(() => import("./routes/reset-password").then((m) => ({ default: m.ResetPasswordRoute })))
const GradingRoute = lazy(() => import("./routes/grading").then((m) => ({ default: m.GradingRoute })))
const WatchListRoute = lazy(() => import("./routes/watch-list").then((m) => ({ default: m.WatchListRoute })))
const UnsubscribeRoute = lazy(() => import("./routes/unsubscribe").then((m) => ({ default: m.UnsubscribeRoute })))
const WantsRoute = lazy(() => import("./routes/wants").then((m) => ({ default: m.WantsRoute })))
const AccountRoute = lazy(() => import("./routes/account").then((m) => ({ default: m.AccountRoute })))
// The customer-service pages too: they are not drawn on the server, and a first visit rarely opens them.
const ShippingRoute = lazy(() => import("./routes/shipping").then((m) => ({ default: m.ShippingRoute })))
const ReturnsRoute = lazy(() => import("./routes/returns").then((m) => ({ default: m.ReturnsRoute })))
const AuthenticityRoute = lazy(() => import("./routes/authenticity").then((m) => ({ default: m.AuthenticityRoute })))
const ContactRoute = lazy(() => import("./routes/contact").then((m) => ({ default: m.ContactRoute })))
const AccountAddressesRoute = lazy(() => import("./routes/account-addresses").then((m) => ({ default: m.AccountAddressesRoute })))

/** The pages an e-mail's "no more e-mails" link opens. */
const UNSUBSCRIBE = [
  {
    path: "watch-list/unsubscribe",
    title: "unsubscribe.watch.title",
    endpoint: "/api/watch-list/unsubscribe",
    done: "unsubscribe.watch.done",
  },
  {
    path: "wants/unsubscribe",
    title: "unsubscribe.wants.title",
    endpoint: "/api/wants/unsubscribe",
    done: "unsubscribe.wants.done",
  },
] as const

/** Every page, as a child of one language's root: the same addresses under "/", "/de" and "/fr". */
function pages(): RouteObject[] {
  return [
    { index: true, element: <HomeRoute /> },
    { path: "products", element: <ProductsRoute /> },
    { path: "products/:category", element: <ProductsRoute /> },
    { path: "product/:handle", element: <ProductRoute /> },
    {
      path: "checkout",
      element: (
        <AreaMessages area="checkout">
          <CheckoutRoute />
        </AreaMessages>
      ),
    },
    {
      path: "payment-success",
      element: (
        <AreaMessages area="checkout">
          <PaymentSuccessRoute />
        </AreaMessages>
      ),
    },
    {
      path: "admin",
      element: (
        <AreaMessages area="staff">
          <AdminRoute />
        </AreaMessages>
      ),
    },
    {
      path: "admin/orders/:id",
      element: (
        <AreaMessages area="staff">
          <AdminOrderRoute />
        </AreaMessages>
      ),
    },
    {
      path: "sign-in",
      element: (
        <AreaMessages area="account">
          <SignInRoute />
        </AreaMessages>
      ),
    },
    {
      path: "register",
      element: (
        <AreaMessages area="account">
          <RegisterRoute />
        </AreaMessages>
      ),
    },
    {
      path: "forgot-password",
      element: (
        <AreaMessages area="account">
          <ForgotPasswordRoute />
        </AreaMessages>
      ),
    },
    {
      path: "reset-password",
      element: (
        <AreaMessages area="account">
          <ResetPasswordRoute />
        </AreaMessages>
      ),
    },
    {
      path: "account",
      element: (
        <AreaMessages area="account">
          <AccountRoute />
        </AreaMessages>
      ),
    },
    {
      path: "account/addresses",
      element: (
        <AreaMessages area="account">
          <AreaMessages area="checkout">
            <AccountAddressesRoute />
          </AreaMessages>
        </AreaMessages>
      ),
    },
    {
      path: "account/watch-list",
      element: (
        <AreaMessages area="account">
          <WatchListRoute />
        </AreaMessages>
      ),
    },
    {
      path: "account/wants",
      element: (
        <AreaMessages area="account">
          <WantsRoute />
        </AreaMessages>
      ),
    },
    ...UNSUBSCRIBE.map(({ path, ...props }) => ({
      path,
      element: (
        <AreaMessages area="account">
          <UnsubscribeRoute {...props} />
        </AreaMessages>
      ),
    })),
    {
      path: "shipping",
      element: (
        <AreaMessages area="account">
          <ShippingRoute />
        </AreaMessages>
      ),
    },
    {
      path: "returns",
      element: (
        <AreaMessages area="account">
          <ReturnsRoute />
        </AreaMessages>
      ),
    },
    {
      path: "authenticity",
      element: (
        <AreaMessages area="account">
          <AuthenticityRoute />
        </AreaMessages>
      ),
    },
    {
      path: "contact",
      element: (
        <AreaMessages area="account">
          <ContactRoute />
        </AreaMessages>
      ),
    },
    {
      path: "grading",
      element: (
        <AreaMessages area="account">
          <GradingRoute />
        </AreaMessages>
      ),
    },
    { path: "*", element: <NotFoundRoute /> },
  ]
}

/**
 * English at "/", German at "/de", French at "/fr" (decision 242). Any other first segment
 * ("/es/products") falls to the English root's 404 page.
 */
export const routes: RouteObject[] = LANGUAGES.map((language) => ({
  path: language === "en" ? "/" : `/${language}`,
  element: (
    <LanguageProvider language={language}>
      <RootLayout />
    </LanguageProvider>
  ),
  errorElement: (
    <LanguageProvider language={language}>
      <RouteError />
    </LanguageProvider>
  ),
  children: pages(),
}))
