import { readFileSync } from "node:fs"
import { expect, test, type Locator, type Page, type TestInfo } from "@playwright/test"
import { seriousViolations } from "./axe"

/**
 * A person at the screen. Every action first looks for its element the way a person does:
 * visible, enabled, scrolled to (as a person scrolls), inside the window and not covered by
 * anything else at its centre; only then clicks, taps or types. There is no forced click, no
 * dispatched event and no Enter key in place of a button, so a control that no person could
 * reach fails the test.
 *
 * `step` names what the person does; after it, what they see is checked: a screenshot kept in
 * test-results/, no console error or failed request, no serious or critical accessibility
 * violation, and on a phone no sideways scrolling.
 */
// Stripe.js cannot be reached from here: the browser gets the fake that confirms at the local
// Stripe fake (e2e/fakes/stripe-js.js), as the card checkout's test does.
const STRIPE_FAKE_URL = process.env.STRIPE_FAKE_URL ?? ""
const fakeStripeJs = readFileSync(new URL("../fakes/stripe-js.js", import.meta.url), "utf8")

type StepOptions = { allow?: number[]; pageError?: RegExp | null; backOffice?: boolean; scan?: boolean }

export class Person {
  private problems: string[] = []
  private allowed: number[] = []
  private expected: RegExp | null = null
  private backOffice = false
  private shot = 0

  constructor(
    readonly page: Page,
    private readonly info: TestInfo
  ) {
    page.on("console", (message) => {
      if (message.type() !== "error") return
      const text = message.text()
      // Medusa's back office loads flags from a CDN this machine cannot reach: not the shop's.
      if (this.backOffice && text.includes("net::ERR_NAME_NOT_RESOLVED")) return
      // The browser logs each 4xx answer; a step that expects one (a wrong password) allows it.
      const status = /status of (\d{3})/.exec(text)?.[1]
      if (status && this.allowed.includes(Number(status))) return
      this.problems.push(`console: ${text}`)
    })
    page.on("pageerror", (error) => {
      if (!this.expected?.test(error.message)) this.problems.push(`page error: ${error.message}`)
    })
    page.on("requestfailed", (request) => {
      const failure = request.failure()?.errorText ?? ""
      // A navigation cancels what the page it leaves was still loading: no person sees that.
      if (failure.includes("ERR_ABORTED")) return
      if (this.backOffice && !/^https?:\/\/(localhost|127\.0\.0\.1)[:/]/.test(request.url())) return
      this.problems.push(`request failed: ${request.method()} ${request.url()} ${failure}`)
    })
    page.on("response", (response) => {
      if (response.status() >= 500) this.problems.push(`answer ${response.status()}: ${response.url()}`)
    })
  }

  /** A person at this page's window, with the shop's outside services as the test provides them. */
  static async at(page: Page, info: TestInfo): Promise<Person> {
    await page.route("https://js.stripe.com/**", (route) =>
      route.fulfill({
        contentType: "application/javascript",
        body: `window.STRIPE_FAKE_API = ${JSON.stringify(STRIPE_FAKE_URL)};\n${fakeStripeJs}`,
      })
    )
    return new Person(page, info)
  }

  get isPhone(): boolean {
    return (this.page.viewportSize()?.width ?? 1366) < 640
  }

  /**
   * One step of the journey, then the checks of what the person sees. `allow`: the 4xx answers
   * this step expects (a wrong password); `pageError`: an error a screen that is not the shop's
   * own (Medusa's back office) throws at such a mistake; `backOffice`: a step on Medusa's back
   * office, which is not scanned and whose requests to other hosts are not the shop's; `scan`:
   * false for a step that changes nothing on the screen.
   */
  async step(name: string, work: () => Promise<void>, options: StepOptions = {}): Promise<void> {
    const { allow = [], pageError = null, backOffice = false, scan = !backOffice } = options
    await test.step(name, async () => {
      this.allowed = allow
      this.expected = pageError
      this.backOffice = backOffice
      try {
        await work()
        await this.looksRight(name, scan)
      } finally {
        this.allowed = []
        this.expected = null
        this.backOffice = false
      }
    })
  }

  /** Asserts that a person can reach the element: visible, enabled, in the window and on top. */
  async reach(target: Locator): Promise<Locator> {
    await expect(target).toBeVisible()
    await target.scrollIntoViewIfNeeded()
    await expect(target).toBeInViewport()
    await expect.poll(() => uncovered(target), { message: "the element is covered by another one at its centre" }).toBe(true)
    return target
  }

  /** Clicks with the mouse on a laptop, taps with a finger on a phone. */
  async press(target: Locator): Promise<void> {
    await this.reach(target)
    await expect(target).toBeEnabled()
    if (this.isPhone) await target.tap()
    else await target.click()
  }

  /** Types into a field as a person does: reaches it, clears it, types. */
  async type(target: Locator, text: string): Promise<void> {
    await this.reach(target)
    await expect(target).toBeEditable()
    await target.fill(text)
  }

  /** Picks an option of a native select. */
  async choose(target: Locator, label: string): Promise<void> {
    await this.reach(target)
    await expect(target).toBeEnabled()
    await target.selectOption({ label })
  }

  /** Picks an option of the shop's dropdowns (Radix Select): open it, press the option. */
  async pick(trigger: Locator, option: string): Promise<void> {
    await this.press(trigger)
    await this.press(this.page.getByRole("option", { name: option, exact: true }))
  }

  private async looksRight(name: string, scan: boolean): Promise<void> {
    const page = this.page
    await page.waitForLoadState("load")
    await transitionsEnded(page)
    this.shot += 1
    const file = `${String(this.shot).padStart(2, "0")}-${name.replace(/[^a-z0-9]+/gi, "-").toLowerCase()}.png`
    await page.screenshot({ path: this.info.outputPath(file) })
    const problems = this.problems.splice(0)
    expect(problems, `${name}: console errors or failed requests`).toEqual([])
    if (this.isPhone) {
      const sideways = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth)
      expect(sideways, `${name}: the page scrolls sideways on a phone`).toBeLessThanOrEqual(0)
    }
    if (!scan) return
    // A control the step's last answer enabled may have begun to fade in since the screenshot,
    // and a notification the answer raised may be fading in during the scan. A person reads the
    // settled page: a violation counts when the scan finds it again once the page has settled.
    await transitionsEnded(page)
    let violations = await seriousViolations(page)
    if (violations.length > 0) {
      await transitionsEnded(page)
      const again = new Set(await seriousViolations(page))
      violations = violations.filter((violation) => again.has(violation))
    }
    expect(violations, `${name}: accessibility`).toEqual([])
  }
}

/** Whether the element itself (or something inside it) is what lies at its centre. */
async function uncovered(target: Locator): Promise<boolean> {
  return target.evaluate((element) => {
    const box = element.getBoundingClientRect()
    const x = Math.min(Math.max(box.left + box.width / 2, 0), window.innerWidth - 1)
    const y = Math.min(Math.max(box.top + box.height / 2, 0), window.innerHeight - 1)
    const top = document.elementFromPoint(x, y)
    return !!top && (element === top || element.contains(top) || (element instanceof HTMLLabelElement && element.control === top))
  })
}

/**
 * Waits (at most a second) for the page's finite CSS transitions and animations to end: what a
 * person looks at once a button has faded back from its disabled colour, not the half-way colour
 * an accessibility scan would otherwise catch as poor contrast. Endless ones (a spinner) are left.
 */
async function transitionsEnded(page: Page): Promise<void> {
  await page.evaluate(() =>
    Promise.race([
      Promise.all(
        document
          .getAnimations()
          .filter((animation) => animation.effect?.getComputedTiming().iterations !== Infinity)
          .map((animation) => animation.finished.catch(() => undefined))
      ),
      new Promise((resolve) => setTimeout(resolve, 1000)),
    ])
  )
}
