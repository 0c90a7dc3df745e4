import { fireEvent, screen, within } from "@testing-library/react"
import { gradeRows } from "@contract/grading"
import { renderRoute } from "@/testing/render"
import { GradeHint } from "./grade-hint"

describe("grade rows", () => {
  it("finds the row of Sheldon grades, banknote grades and the European grades in every language", () => {
    expect(gradeRows("MS-65 RD").map((r) => r.id)).toEqual(["mint-state"])
    expect(gradeRows("VF-30").map((r) => r.id)).toEqual(["very-fine"])
    expect(gradeRows("64 EPQ").map((r) => r.id)).toEqual(["mint-state"])
    expect(gradeRows("PF-69 UCAM").map((r) => r.id)).toEqual(["proof"])
    expect(gradeRows("TTB+").map((r) => r.id)).toEqual(["very-fine"])
    expect(gradeRows("ss").map((r) => r.id)).toEqual(["very-fine"])
    expect(gradeRows("MBC").map((r) => r.id)).toEqual(["very-fine"])
    expect(gradeRows("gVF").map((r) => r.id)).toEqual(["very-fine"])
    expect(gradeRows("VF/EF").map((r) => r.id)).toEqual(["very-fine"])
    expect(gradeRows("Choice UNC").map((r) => r.id)).toEqual(["mint-state"])
    expect(gradeRows("f.st").map((r) => r.id)).toEqual(["about-uncirculated"])
    // French Splendide is About Uncirculated, Italian Splendido Extremely Fine.
    expect(gradeRows("SPL").map((r) => r.id)).toEqual(["extremely-fine", "about-uncirculated"])
    expect(gradeRows("as struck, lightly toned")).toEqual([])
  })
})

describe("grade hint", () => {
  it("links the grade to its row in the grading guide and explains it on focus", async () => {
    renderRoute(<GradeHint grade="TTB" />)
    const link = screen.getByRole("link", { name: "TTB" })
    expect(link).toHaveAttribute("href", "/grading#very-fine")
    fireEvent.focus(link)
    const tip = await screen.findByRole("tooltip")
    expect(tip).toHaveTextContent("Very Fine")
    expect(tip).toHaveTextContent("Très Très Beau, French")
    expect(tip).toHaveTextContent("Sheldon 20–35")
    // The tooltip, built on the first focus, took the link's place and kept the focus on it.
    const built = screen.getByRole("link", { name: "TTB" })
    expect(built).toHaveFocus()
    expect(built).toHaveAttribute("aria-describedby", tip.id)
  })

  it("is built with the page's link, not before the grade is approached", () => {
    renderRoute(<GradeHint grade="TTB" />)
    const link = screen.getByRole("link", { name: "TTB" })
    expect(link).not.toHaveAttribute("data-state")
    fireEvent.pointerEnter(link, { pointerType: "mouse" })
    expect(screen.getByRole("link", { name: "TTB" })).toHaveAttribute("data-state", "closed")
  })

  it("explains itself once the pointer has come over it, without another move", async () => {
    renderRoute(<GradeHint grade="TTB" />)
    fireEvent.pointerEnter(screen.getByRole("link", { name: "TTB" }), { pointerType: "mouse" })
    expect(await screen.findByRole("tooltip", {}, { timeout: 3000 })).toBeInTheDocument()
  })

  it("opens the explanation on the first tap of a touch screen instead of leaving the page", async () => {
    renderRoute(<GradeHint grade="MS-64" />, { path: "/product/x" })
    const link = screen.getByRole("link", { name: "MS-64" })
    fireEvent.pointerDown(link, { pointerType: "touch" })
    // A tap focuses the link before its click.
    fireEvent.focus(link)
    fireEvent.click(link)
    expect(within(await screen.findByRole("tooltip")).getByText(/Mint State/)).toBeInTheDocument()
    expect(screen.getByTestId("location")).toHaveTextContent("/product/x")
    const built = screen.getByRole("link", { name: "MS-64" })
    fireEvent.pointerDown(built, { pointerType: "touch" })
    fireEvent.click(built)
    expect(screen.getByTestId("location")).toHaveTextContent("/grading")
  })

  it("shows free text the guide does not cover as it is", () => {
    renderRoute(<GradeHint grade="as struck" />)
    expect(screen.queryByRole("link")).toBeNull()
    expect(screen.getByText("as struck")).toBeInTheDocument()
  })
})
