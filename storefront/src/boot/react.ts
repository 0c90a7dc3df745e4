// The start's first step (src/main.tsx): React and React DOM, evaluated in a task of their own.
export { hydrateRoot } from "react-dom/client"
