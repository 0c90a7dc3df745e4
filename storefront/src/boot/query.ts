// The start's third step (src/main.tsx): the query cache, evaluated in a task of its own.
export { QueryClient } from "@tanstack/react-query"
