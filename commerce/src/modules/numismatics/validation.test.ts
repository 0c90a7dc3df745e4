import assert from "node:assert/strict"
import { describe, test } from "node:test"
import { collectorIssues, EMPTY_COLLECTOR_FIELDS, gradeWarning, normaliseText, parseDecimal, readGrade } from "./validation"
import type { CollectorFields } from "./validation"

const record = (fields: Partial<CollectorFields>): CollectorFields => ({ ...EMPTY_COLLECTOR_FIELDS, ...fields })

describe("grades", () => {
  test("Sheldon grades are read whatever the spacing and case, and written the usual way", () => {
    assert.deepEqual(readGrade("MS-65"), { kind: "sheldon", value: "MS-65" })
    assert.deepEqual(readGrade("ms65"), { kind: "sheldon", value: "MS-65" })
    assert.deepEqual(readGrade("pf 69 ucam"), { kind: "sheldon", value: "PF-69 UCAM" })
    assert.deepEqual(readGrade("MS64RD"), { kind: "sheldon", value: "MS-64 RD" })
    assert.deepEqual(readGrade("XF-45+"), { kind: "sheldon", value: "XF-45+" })
    assert.deepEqual(readGrade("64 epq"), { kind: "sheldon", value: "64 EPQ" })
  })

  test("a Sheldon prefix with a number the scale does not give it is free text", () => {
    assert.equal(readGrade("VF-50").kind, "free")
    assert.equal(readGrade("MS-71").kind, "free")
    assert.equal(readGrade("G-5").kind, "free")
  })

  test("American, British and European adjectival grades are recognised in their usual spelling", () => {
    for (const [typed, written] of [
      ["VF", "VF"],
      ["xf", "XF"],
      ["unc", "UNC"],
      ["ttb", "TTB"],
      ["SUP", "SUP"],
      ["VZ", "vz"],
      ["ss", "ss"],
      ["qfdc", "qFDC"],
      ["EBC", "EBC"],
      ["VF+", "VF+"],
      ["gVF", "gVF"],
      ["aEF", "aEF"],
      ["Choice UNC", "Choice UNC"],
      ["VF/EF", "VF/EF"],
      ["TTB/SUP", "TTB/SUP"],
    ]) {
      assert.deepEqual(readGrade(typed), { kind: "adjectival", value: written }, typed)
    }
  })

  test("anything else is kept as written, with a warning", () => {
    assert.deepEqual(readGrade("  nice   old coin "), { kind: "free", value: "nice old coin" })
    assert.match(gradeWarning("nice old coin")!, /"nice old coin" is not a Sheldon grade/)
    assert.equal(gradeWarning("MS-65"), null)
    assert.equal(gradeWarning("TTB"), null)
    assert.equal(gradeWarning(""), null)
    assert.equal(gradeWarning(null), null)
  })

  test("every grade of the demo catalogue is recognised", () => {
    for (const grade of ["VF", "XF", "BU", "UNC", "AU", "F", "PF-69", "MS-70", "MS-65", "MS-63"]) {
      assert.notEqual(readGrade(grade).kind, "free", grade)
    }
  })
})

describe("numbers typed in the form", () => {
  test("a decimal point or a European decimal comma", () => {
    assert.equal(parseDecimal("3.92"), 3.92)
    assert.equal(parseDecimal(" 3,92 "), 3.92)
    assert.equal(parseDecimal("20"), 20)
    assert.equal(parseDecimal(""), null)
    assert.ok(Number.isNaN(parseDecimal("3.9 g")))
    assert.ok(Number.isNaN(parseDecimal("1,000.5")))
  })
})

describe("a collector record", () => {
  test("an empty record and a full one are valid", () => {
    assert.deepEqual(collectorIssues(EMPTY_COLLECTOR_FIELDS), [])
    assert.deepEqual(
      collectorIssues(
        record({
          country: "Roman Empire",
          grade: "VF",
          weight_grams: 3.81,
          diameter_mm: 19,
          grading_service: "NGC",
          certificate_number: "4936721-004",
          is_featured: true,
        })
      ),
      []
    )
  })

  test("weight and diameter are positive numbers", () => {
    assert.deepEqual(
      collectorIssues(record({ weight_grams: 0, diameter_mm: -3 })).map((i) => i.field),
      ["weight_grams", "diameter_mm"]
    )
    assert.match(collectorIssues(record({ weight_grams: Number.NaN }))[0].message, /positive number of grams/)
    assert.match(collectorIssues(record({ diameter_mm: 5000 }))[0].message, /at most 1000 millimetres/)
  })

  test("a grading service needs its certificate number, and a certificate its service", () => {
    assert.deepEqual(collectorIssues(record({ grading_service: "PCGS" })), [
      { field: "certificate_number", message: "A certificate number is required when a grading service (PCGS) is chosen." },
    ])
    assert.deepEqual(
      collectorIssues(record({ certificate_number: "123" })).map((i) => i.field),
      ["grading_service"]
    )
  })

  test("a grading service the shop does not know is refused, and text has a length limit", () => {
    assert.deepEqual(
      collectorIssues(record({ grading_service: "Bob", certificate_number: "1" })).map((i) => i.field),
      ["grading_service"]
    )
    assert.deepEqual(
      collectorIssues(record({ mint: "x".repeat(161) })).map((i) => i.field),
      ["mint"]
    )
  })

  test("blank text is no value; a grade is written the usual way", () => {
    assert.equal(normaliseText("mint", "   "), null)
    assert.equal(normaliseText("mint", "  Paris  "), "Paris")
    assert.equal(normaliseText("grade", "ms 65"), "MS-65")
    assert.equal(normaliseText("grade", "very pretty"), "very pretty")
  })
})
