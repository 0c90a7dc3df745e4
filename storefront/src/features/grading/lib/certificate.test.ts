import { certificateLink } from "./certificate"

describe("certificate link", () => {
  it("links each service that publishes a page per certificate to that page", () => {
    expect(certificateLink("NGC", "6155423-011")?.url).toBe("https://www.ngccoin.com/certlookup/6155423-011/")
    expect(certificateLink("PCGS", "46620931")?.url).toBe("https://www.pcgs.com/cert/46620931")
    expect(certificateLink("PMG", "8071234-012")?.url).toBe("https://www.pmgnotes.com/certlookup/8071234-012/")
    expect(certificateLink("CGC", "1234567001")?.url).toBe("https://www.cgccomics.com/certlookup/1234567001/")
    expect(certificateLink("pcgs", " 46620931 ")).toEqual({
      service: "PCGS",
      url: "https://www.pcgs.com/cert/46620931",
      numberInLink: true,
    })
  })

  it("opens the verification form of a service whose pages take the number in a form", () => {
    expect(certificateLink("ANACS", "7312345")).toEqual({
      service: "ANACS",
      url: "https://anacs.com/certverification/",
      numberInLink: false,
    })
    expect(certificateLink("ICG", "2345678")?.numberInLink).toBe(false)
  })

  it("gives no link without a service, without a number, for an unknown service or a number that is not one", () => {
    expect(certificateLink(null, "123")).toBeNull()
    expect(certificateLink("NGC", null)).toBeNull()
    expect(certificateLink("NGC", "  ")).toBeNull()
    expect(certificateLink("XYZ", "123")).toBeNull()
    expect(certificateLink("NGC", "../../evil?x=1")).toBeNull()
  })
})
