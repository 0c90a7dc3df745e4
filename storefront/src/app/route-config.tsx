import { lazy } from "react"
import type { RouteObject } from "react-router-dom"
import { RootLayout } from "./layout/root-layout"
import { RouteError } from "./layout/route-error"
import { HomeRoute } from "./routes/home"
import { NotFoundRoute } from "./routes/not-found"

// Everything the home page does not need arrives on demand, so the first visit
// stays small; payments and staff screens never reach the main bundle.
const ProductsRoute = lazy(() => import("./routes/products").then((m) => ({ default: m.ProductsRoute })))
const ProductRoute = lazy(() => import("./routes/product").then((m) => ({ default: m.ProductRoute })))
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
    path: "/watch-list/unsubscribe",
    title: "Price e-mails",
    endpoint: "/api/watch-list/unsubscribe",
    done: "Done: you will receive no more price e-mails for this piece. It stays on your watch list.",
  },
  {
    path: "/wants/unsubscribe",
    title: "Want e-mails",
    endpoint: "/api/wants/unsubscribe",
    done: "Done: this want sends you no more e-mails. It stays in your account under My wants.",
  },
]

export const routes: RouteObject[] = [
  {
    element: <RootLayout />,
    errorElement: <RouteError />,
    children: [
      { path: "/", element: <HomeRoute /> },
      { path: "/products", element: <ProductsRoute /> },
      { path: "/products/:category", element: <ProductsRoute /> },
      { path: "/product/:handle", element: <ProductRoute /> },
      { path: "/checkout", element: <CheckoutRoute /> },
      { path: "/payment-success", element: <PaymentSuccessRoute /> },
      { path: "/admin", element: <AdminRoute /> },
      { path: "/admin/orders/:id", element: <AdminOrderRoute /> },
      { path: "/sign-in", element: <SignInRoute /> },
      { path: "/register", element: <RegisterRoute /> },
      { path: "/forgot-password", element: <ForgotPasswordRoute /> },
      { path: "/reset-password", element: <ResetPasswordRoute /> },
      { path: "/account", element: <AccountRoute /> },
      { path: "/account/addresses", element: <AccountAddressesRoute /> },
      { path: "/account/watch-list", element: <WatchListRoute /> },
      { path: "/account/wants", element: <WantsRoute /> },
      ...UNSUBSCRIBE.map(({ path, ...props }) => ({ path, element: <UnsubscribeRoute {...props} /> })),
      { path: "/shipping", element: <ShippingRoute /> },
      { path: "/returns", element: <ReturnsRoute /> },
      { path: "/authenticity", element: <AuthenticityRoute /> },
      { path: "/contact", element: <ContactRoute /> },
      { path: "/grading", element: <GradingRoute /> },
      { path: "*", element: <NotFoundRoute /> },
    ],
  },
]
