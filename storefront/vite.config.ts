/// <reference types="vitest/config" />
import { fileURLToPath, URL } from "node:url"
import tailwindcss from "@tailwindcss/vite"
import react from "@vitejs/plugin-react"
import { defineConfig } from "vite"

// The shop server answers /api and /static on the same origin in production;
// in development Vite forwards both to it.
const SHOP_SERVER = process.env.SHOP_SERVER_URL ?? "http://localhost:8000"

export default defineConfig({
  plugins: [react(), tailwindcss()],
  resolve: {
    alias: {
      "@": fileURLToPath(new URL("./src", import.meta.url)),
      "@contract": fileURLToPath(new URL("../adapters/src/contract", import.meta.url)),
    },
    // The workspace root holds an older React for other packages; the SPA must
    // use exactly one copy, its own.
    dedupe: ["react", "react-dom"],
  },
  server: {
    proxy: {
      "/api": { target: SHOP_SERVER, changeOrigin: false },
      "/static": { target: SHOP_SERVER, changeOrigin: false },
    },
  },
  preview: {
    proxy: {
      "/api": { target: SHOP_SERVER, changeOrigin: false },
      "/static": { target: SHOP_SERVER, changeOrigin: false },
    },
  },
  build: {
    target: "es2022",
    sourcemap: false,
  },
  test: {
    environment: "jsdom",
    globals: true,
    setupFiles: ["./src/testing/setup-tests.ts"],
    include: ["src/**/*.test.{ts,tsx}"],
    css: false,
    restoreMocks: true,
  },
})
