import assert from "node:assert/strict"
import { test } from "node:test"
import { bulkItem } from "../bulk/bulk-item"
import { demoCatalogue } from "../demo-catalogue"
import type { CatalogueItem } from "../types"
import { serialNumber } from "./banknote-svg"
import { renderObverseSvg, renderReverseSvg } from "./render"
import { escapeXml } from "./text"

const items = demoCatalogue()
const byHandle = (handle: string): CatalogueItem => {
  const item = items.find((candidate) => candidate.handle === handle)
  assert.ok(item, handle)
  return item
}

/** Tags open and close in order, attributes are quoted, and every & starts an entity. */
function assertWellFormed(svg: string, where: string): void {
  assert.ok(svg.startsWith("<svg "), `${where}: does not start with <svg`)
  assert.ok(svg.endsWith("</svg>"), `${where}: does not end with </svg>`)
  assert.doesNotMatch(svg, /&(?!(?:amp|lt|gt|quot|apos);)/, `${where}: bare &`)
  const open: string[] = []
  for (const [, slash, name, attrs, selfClosing] of svg.matchAll(/<(\/?)([a-zA-Z][\w:-]*)([^<>]*?)(\/?)>/g)) {
    assert.doesNotMatch(attrs, /=\s*[^"\s]/, `${where}: unquoted attribute in <${name}>`)
    if (selfClosing) continue
    if (slash) assert.equal(open.pop(), name, `${where}: </${name}> closes the wrong tag`)
    else open.push(name)
  }
  assert.deepEqual(open, [], `${where}: unclosed tags`)
  assert.equal(svg.replace(/<[^<>]*>/g, "").includes("<"), false, `${where}: stray <`)
}

/** Nothing to fetch: only in-document references, no fonts or images from elsewhere. */
function assertSelfContained(svg: string, where: string): void {
  for (const [, target] of svg.matchAll(/url\(([^)]*)\)/g)) assert.ok(target.startsWith("#"), `${where}: url(${target})`)
  for (const [, target] of svg.matchAll(/href="([^"]*)"/g)) assert.ok(target.startsWith("#"), `${where}: href ${target}`)
  const withoutNamespaces = svg.replace(/xmlns(?::\w+)?="[^"]*"/g, "")
  assert.doesNotMatch(withoutNamespaces, /https?:|@import|<image/i, `${where}: external reference`)
}

test("every demo item has two well-formed, self-contained pictures that differ", () => {
  for (const item of items) {
    const obverse = renderObverseSvg(item)
    const reverse = renderReverseSvg(item)
    for (const [side, svg] of [
      ["obverse", obverse],
      ["reverse", reverse],
    ] as const) {
      const where = `${item.handle} ${side}`
      assertWellFormed(svg, where)
      assertSelfContained(svg, where)
      assert.ok(svg.includes(`<title>${escapeXml(item.title)} (${side})</title>`), `${where}: title`)
    }
    assert.notEqual(obverse, reverse, item.handle)
    assert.ok(reverse.includes(`>${escapeXml(item.denomination)}</text>`), `${item.handle}: denomination on the reverse`)
    assert.ok(reverse.includes(escapeXml(item.year)), `${item.handle}: year on the reverse`)
  }
})

test("coins are round 600 x 600 pictures with a legend on a circle; banknotes are 900 x 480", () => {
  const coin = renderObverseSvg(byHandle("augustus-denarius-lugdunum-caius-and-lucius-caesars"))
  assert.match(coin, /^<svg [^>]*width="600" height="600"/)
  assert.match(coin, /<textPath [^>]*>ROMAN EMPIRE • AUGUSTUS DENARIUS<\/textPath>/)
  const note = byHandle("weimar-republic-1923-inflation-1-million-mark")
  const front = renderObverseSvg(note)
  assert.match(front, /^<svg [^>]*width="900" height="480"/)
  assert.ok(front.includes("1 Million Mark"))
  assert.ok(front.includes("GERMANY (WEIMAR REPUBLIC)"))
  assert.ok(front.includes(serialNumber(note.handle)))
})

test("different items look different", () => {
  const gold = renderObverseSvg(byHandle("marcus-aurelius-aureus-providentia"))
  const silver = renderObverseSvg(byHandle("augustus-denarius-lugdunum-caius-and-lucius-caesars"))
  assert.notEqual(gold, silver)
  assert.notEqual(
    gold.match(/stop-color="([^"]+)"/)?.[1],
    silver.match(/stop-color="([^"]+)"/)?.[1],
    "gold and silver share a colour"
  )
  const francs = renderObverseSvg(byHandle("france-100-francs-delacroix-1979"))
  const lire = renderObverseSvg(byHandle("italy-1000-lire-verdi-1969"))
  const paper = (svg: string): string | undefined => svg.match(/stop-color="([^"]+)"/)?.[1]
  assert.notEqual(paper(francs), paper(lire), "two countries' notes share a paper colour")
  const obverses = new Set(items.map(renderObverseSvg))
  assert.equal(obverses.size, items.length)
})

test("serial numbers come from the handle", () => {
  assert.match(serialNumber("some-note"), /^[A-Z]{2} \d{8}$/)
  assert.equal(serialNumber("some-note"), serialNumber("some-note"))
  assert.notEqual(serialNumber("some-note"), serialNumber("other-note"))
})

test("text with XML special characters is escaped", () => {
  const base = byHandle("france-5-francs-hercules-1873-a")
  const tricky: CatalogueItem = {
    ...base,
    title: `Coins & <Medals> "Test" O'Brien`,
    denomination: "5 <Francs> & more",
    country: "A & B",
  }
  for (const item of [
    tricky,
    { ...tricky, category: "Banknotes" as const, weightGrams: null, diameterMm: null, material: "Paper" },
  ]) {
    for (const svg of [renderObverseSvg(item), renderReverseSvg(item)]) {
      assertWellFormed(svg, item.category)
      assert.ok(svg.includes("Coins &amp; &lt;Medals&gt; &quot;Test&quot; O&apos;Brien"), `${item.category}: title`)
      assert.equal(svg.includes("<Medals>"), false)
    }
    assert.ok(renderReverseSvg(item).includes("5 &lt;Francs&gt; &amp; more"), `${item.category}: denomination`)
  }
})

test("generated bulk items render too", () => {
  for (let i = 0; i < 300; i++) {
    const item = bulkItem(i)
    assertWellFormed(renderObverseSvg(item), `bulk ${i} obverse`)
    assertWellFormed(renderReverseSvg(item), `bulk ${i} reverse`)
  }
})
