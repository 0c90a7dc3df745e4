// The start's second step (src/main.tsx): the router, evaluated in a task of its own.
export { createBrowserRouter } from "react-router-dom"
