/// <reference types="vitest/config" />
import { fileURLToPath, URL } from "node:url"
import tailwindcss from "@tailwindcss/vite"
import react from "@vitejs/plugin-react"
import { defineConfig } from "vite"
import { bootPreloads } from "./build/boot-preloads"
import { pageModules } from "./build/page-modules"
import { catalogues } from "./build/catalogues"
import { precompress } from "./build/precompress"
import { rasterise } from "./build/rasterise"

// The shop server answers /api and /static on the same origin in production;
// in development Vite forwards both to it.
const OWN_MODULES = fileURLToPath(new URL("./node_modules", import.meta.url))
const CATALOGUES = fileURLToPath(new URL("./src/locales", import.meta.url))

const SHOP_SERVER = process.env.SHOP_SERVER_URL ?? "http://localhost:8000"

// `vite build --ssr` writes the shop server's page renderer (src/entry-server.tsx) into dist/ssr:
// one self-contained module, with React in its production build.
const SSR_BUILD = {
  outDir: "dist/ssr",
  target: "node20",
  copyPublicDir: false,
  rollupOptions: { output: { entryFileNames: "[name].mjs", inlineDynamicImports: true } },
}

const BOOT_CHUNKS: [RegExp, string][] = [
  [/\/node_modules\/(react|react-dom|scheduler)\/|\/src\/boot\/react\.ts$/, "react"],
  [/\/node_modules\/(react-router|react-router-dom)\/|\/src\/boot\/router\.ts$/, "router"],
  [/\/node_modules\/@tanstack\/(query-core|react-query)\/|\/src\/boot\/query\.ts$/, "query"],
]

function bootChunk(id: string): string | undefined {
  return BOOT_CHUNKS.find(([pattern]) => pattern.test(id))?.[1]
}

export default defineConfig(({ isSsrBuild }) => ({
  // The category illustrations are shown at most 96 CSS pixels wide; 192 keeps them sharp at 2×.
  plugins: isSsrBuild
    ? [react(), catalogues(CATALOGUES)]
    : [
        react(),
        tailwindcss(),
        catalogues(CATALOGUES),
        rasterise("images/categories", 192),
        bootPreloads(),
        pageModules(),
        precompress(),
      ],
  define: isSsrBuild ? { "process.env.NODE_ENV": JSON.stringify("production") } : {},
  ssr: { noExternal: true },
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
  build: isSsrBuild
    ? SSR_BUILD
    : {
        target: "es2022",
        sourcemap: false,
        // The shop server reads it to preload the code of the page it is sending.
        manifest: true,
        // The files of the start's first steps (src/main.tsx): few, so a phone's browser fetches
        // them at once over its few connections.
        rollupOptions: { output: { manualChunks: bootChunk } },
      },
  test: {
    environment: "jsdom",
    globals: true,
    setupFiles: ["./src/testing/setup-tests.ts"],
    // A busy two-core machine renders lazy routes slowly; 5 s is not enough under load.
    testTimeout: 20_000,
    include: ["src/**/*.test.{ts,tsx}"],
    css: false,
    restoreMocks: true,
    alias: [
      { find: /^react(\/.*)?$/, replacement: `${OWN_MODULES}/react$1` },
      { find: /^react-dom(\/.*)?$/, replacement: `${OWN_MODULES}/react-dom$1` },
    ],
    // Libraries installed at the workspace root would otherwise load the
    // root's older React; pre-bundling them applies the aliases above.
    deps: {
      optimizer: {
        web: {
          enabled: true,
          include: [
            "@testing-library/react",
            "@tanstack/react-query",
            "react-router-dom",
            "@radix-ui/react-dialog",
            "@radix-ui/react-select",
            "@radix-ui/react-toast",
            "@radix-ui/react-tooltip",
            "zustand",
            "zustand/middleware",
            "lucide-react",
            "@lingui/core",
            "@lingui/react",
          ],
        },
      },
    },
  },
}))
