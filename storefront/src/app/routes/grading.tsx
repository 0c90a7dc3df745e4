import { GradingGuide } from "@/features/grading/components/grading-guide"
import { InfoPage } from "@/features/support/components/info-page"

export function GradingRoute() {
  return (
    <InfoPage
      title="Grading Guide"
      lead="What a grade says about a piece's wear, on Sheldon's 1–70 scale and on the European scales, side by side."
    >
      <GradingGuide />
      <section>
        <h2>Reading the table</h2>
        <p>
          American dealers and the grading services (NGC, PCGS, PMG …) write a grade as letters and a number, MS-65 or VF-30;
          European dealers write words or their initials, which differ by language: a French TTB is a German ss and an Italian BB.
          The equivalences are the usual ones; a grade is an opinion, and dealers of one country may grade a little stricter or
          looser than another. A + or a qualifier (gVF, Choice UNC) places a piece at the upper end of its grade; VF/EF means
          between the two.
        </p>
      </section>
    </InfoPage>
  )
}
