// The start's second step (src/main.tsx): the router and the query cache, evaluated in a task of their own.
export { createBrowserRouter } from "react-router-dom"
export { QueryClient } from "@tanstack/react-query"
