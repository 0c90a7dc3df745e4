import AxeBuilder from "@axe-core/playwright"
import type { Page } from "@playwright/test"

/** The page's serious and critical accessibility violations by axe-core, each with up to three of its elements. */
export async function seriousViolations(page: Page): Promise<string[]> {
  const { violations } = await new AxeBuilder({ page }).analyze()
  return violations
    .filter((v) => v.impact === "serious" || v.impact === "critical")
    .map(
      (v) =>
        `${v.id} (${v.impact}): ${v.nodes
          .map((n) => n.target.join(" "))
          .slice(0, 3)
          .join(", ")}`
    )
}
