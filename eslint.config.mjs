// One lint gate for the whole repository (npm run lint). Type-aware rules for the
// TypeScript of every workspace, React rules where React runs, and the import
// boundaries of docs/ARCHITECTURE: the storefront reaches the shop server only
// through its contract and never Medusa; the shop server never imports React;
// storefront code flows shared → features → app.
import { readdirSync } from "node:fs"
import js from "@eslint/js"
import prettier from "eslint-config-prettier"
import jsxA11y from "eslint-plugin-jsx-a11y"
import reactHooks from "eslint-plugin-react-hooks"
import globals from "globals"
import tseslint from "typescript-eslint"

const TS = ["**/*.ts", "**/*.tsx", "**/*.mts", "**/*.cts"]
const REACT = ["storefront/src/**/*.{ts,tsx}", "commerce/src/admin/**/*.{ts,tsx}"]
const FEATURES = readdirSync(new URL("storefront/src/features", import.meta.url))
const SHARED = ["components", "config", "hooks", "lib"].map((dir) => `storefront/src/${dir}/**`)

const noMedusa = { group: ["@medusajs/*", "medusa-*"], message: "The storefront talks to the shop server only." }
const onlyContract = {
  regex: "(^|/)adapters/",
  message: "The storefront imports only the shop server's contract, through @contract/*.",
}
const noApp = { group: ["@/app", "@/app/**"], message: "Only the app composes features; nothing imports it." }

// The shop server's floor plan (docs/decisions/234): shared folders, and features beside them;
// server.ts composes them. A feature never reaches into another; shared code into none.
const ADAPTERS_SHARED = ["contract", "http", "mapping", "medusa", "session", "test-support", "web", "hostile"]
const ADAPTERS_FEATURES = readdirSync(new URL("adapters/src", import.meta.url), { withFileTypes: true })
  .filter((entry) => entry.isDirectory() && !ADAPTERS_SHARED.includes(entry.name))
  .map((entry) => entry.name)
const noReact = { group: ["react", "react/*", "react-dom", "react-dom/*"], message: "The shop server never imports React." }
const adaptersFeatures = (features, message) => ({
  regex: `^(\\.\\./)+(${features.join("|")})/`,
  message,
})

// The rules that refuse values typed `any`, for code that must read them.
const UNSAFE_ANY_OFF = Object.fromEntries(
  ["assignment", "member-access", "call", "return", "argument"].map((what) => [`@typescript-eslint/no-unsafe-${what}`, "off"])
)

/** One `no-restricted-imports` rule over these files, with these patterns. */
const restricted = (files, patterns, ignores) => ({
  files,
  ...(ignores ? { ignores } : {}),
  rules: { "no-restricted-imports": ["error", { patterns }] },
})

export default tseslint.config(
  {
    ignores: [
      "**/node_modules/",
      "**/dist/",
      "**/.medusa/",
      "**/.cache/",
      ".data/",
      "test-results/",
      "playwright-report/",
      "bench/results/",
      "commerce/static/",
      "commerce/uploads/",
    ],
  },
  js.configs.recommended,
  {
    languageOptions: { globals: { ...globals.node } },
  },
  {
    files: TS,
    extends: [tseslint.configs.recommendedTypeChecked],
    languageOptions: {
      parserOptions: {
        // Tool configs sit outside every workspace's tsconfig.
        projectService: { allowDefaultProject: ["*/playwright.config.ts", "*/vitest.config.ts"] },
        tsconfigRootDir: import.meta.dirname,
      },
    },
    rules: {
      "@typescript-eslint/no-unused-vars": ["error", { argsIgnorePattern: "^_", varsIgnorePattern: "^_" }],
      // node:test's test() and describe() return promises the runner itself awaits.
      "@typescript-eslint/no-floating-promises": [
        "error",
        { allowForKnownSafeCalls: [{ from: "package", package: "node:test", name: ["test", "it", "describe", "suite"] }] },
      ],
    },
  },
  // Medusa's container, query.graph and workflow hooks answer `any` here (their generated
  // types exist only after a build); typing each call by hand would restate Medusa's model.
  {
    files: ["commerce/src/workflows/**", "commerce/src/subscribers/**", "commerce/src/scripts/**"],
    rules: UNSAFE_ANY_OFF,
  },
  // Tests read parsed JSON bodies (`any`) and assert on them; fakes implement async interfaces.
  {
    files: [
      "**/*.test.ts",
      "**/*.test.tsx",
      "**/e2e/**",
      "**/test-support/**",
      "storefront/src/testing/**",
      "commerce/integration-tests/**",
    ],
    rules: {
      ...UNSAFE_ANY_OFF,
      "@typescript-eslint/require-await": "off",
    },
  },
  // MikroORM's Migration declares up() and down() async.
  {
    files: ["commerce/src/modules/*/migrations/**"],
    rules: { "@typescript-eslint/require-await": "off" },
  },
  // Scripts the browser runs.
  {
    files: ["storefront/e2e/fakes/**/*.js"],
    languageOptions: { globals: { ...globals.browser } },
  },
  {
    files: REACT,
    extends: [reactHooks.configs.flat["recommended-latest"], jsxA11y.flatConfigs.recommended],
    languageOptions: { globals: { ...globals.browser } },
  },
  // The storefront: the shop server's contract only, never Medusa.
  restricted(["storefront/src/**"], [noMedusa, onlyContract, noApp], ["storefront/src/testing/**"]),
  // Shared storefront code never reaches into a feature.
  restricted(SHARED, [
    noMedusa,
    onlyContract,
    noApp,
    { group: ["@/features/**"], message: "Shared code never imports a feature." },
  ]),
  // A feature never reaches into another feature.
  ...FEATURES.map((feature) =>
    restricted(
      [`storefront/src/features/${feature}/**`],
      [
        noMedusa,
        onlyContract,
        noApp,
        {
          group: ["@/features/*", `!@/features/${feature}`, "@/features/*/**", `!@/features/${feature}/**`],
          message: "A feature never imports another feature's internals.",
        },
      ]
    )
  ),
  {
    files: ["storefront/src/features/**/index.{ts,tsx}"],
    rules: { "no-restricted-syntax": ["error", { selector: "Program", message: "Features keep no barrel files." }] },
  },
  // The shop server maps and guards HTTP; it never renders.
  restricted(["adapters/src/**"], [noReact]),
  // Shared shop-server code never reaches into a feature.
  restricted(
    ADAPTERS_SHARED.map((dir) => `adapters/src/${dir}/**`),
    [noReact, adaptersFeatures(ADAPTERS_FEATURES, "Shared code never imports a feature.")]
  ),
  // A shop-server feature never reaches into another feature.
  ...ADAPTERS_FEATURES.map((feature) =>
    restricted(
      [`adapters/src/${feature}/**`],
      [
        noReact,
        adaptersFeatures(
          ADAPTERS_FEATURES.filter((other) => other !== feature),
          "A feature never imports another feature's internals; shared pieces live in a shared folder."
        ),
      ]
    )
  ),
  prettier
)
