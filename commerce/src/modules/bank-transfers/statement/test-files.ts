/** Real-shaped statements for the tests and the benchmark, written as a bank exports them. */

export type TestEntry = {
  amount: string
  currency?: string
  credit?: boolean
  date: string
  reference?: string | null
  remittance?: string
  debtor?: string
  status?: string
}

function entryXml(e: TestEntry): string {
  return `      <Ntry>
${e.reference ? `        <NtryRef>${e.reference}</NtryRef>\n` : ""}        <Amt Ccy="${e.currency ?? "EUR"}">${e.amount}</Amt>
        <CdtDbtInd>${e.credit === false ? "DBIT" : "CRDT"}</CdtDbtInd>
        <Sts><Cd>${e.status ?? "BOOK"}</Cd></Sts>
        <BookgDt><Dt>${e.date}</Dt></BookgDt>
        <ValDt><Dt>${e.date}</Dt></ValDt>
${e.reference ? `        <AcctSvcrRef>${e.reference}</AcctSvcrRef>\n` : ""}        <BkTxCd><Domn><Cd>PMNT</Cd><Fmly><Cd>RCDT</Cd><SubFmlyCd>ESCT</SubFmlyCd></Fmly></Domn></BkTxCd>
        <NtryDtls>
          <TxDtls>
            <Refs><EndToEndId>NOTPROVIDED</EndToEndId></Refs>
            <AmtDtls><TxAmt><Amt Ccy="${e.currency ?? "EUR"}">${e.amount}</Amt></TxAmt></AmtDtls>
            <RltdPties><Dbtr><Pty><Nm>${e.debtor ?? "Max Mustermann"}</Nm></Pty></Dbtr><DbtrAcct><Id><IBAN>DE02120300000000202051</IBAN></Id></DbtrAcct></RltdPties>
            <RmtInf><Ustrd>${e.remittance ?? ""}</Ustrd></RmtInf>
          </TxDtls>
        </NtryDtls>
      </Ntry>`
}

/** A camt.053.001.08 statement with the given entries. */
export function camt053(entries: TestEntry[]): string {
  return `<?xml version="1.0" encoding="UTF-8"?>
<Document xmlns="urn:iso:std:iso:20022:tech:xsd:camt.053.001.08" xmlns:xsi="http://www.w3.org/2001/XMLSchema-instance">
  <BkToCstmrStmt>
    <GrpHdr>
      <MsgId>STMT-2026-11-23-001</MsgId>
      <CreDtTm>2026-11-23T06:00:00+01:00</CreDtTm>
    </GrpHdr>
    <Stmt>
      <Id>STMT-2026-11-23</Id>
      <ElctrncSeqNb>231</ElctrncSeqNb>
      <CreDtTm>2026-11-23T06:00:00+01:00</CreDtTm>
      <Acct><Id><IBAN>DE89370400440532013000</IBAN></Id><Ccy>EUR</Ccy></Acct>
      <Bal><Tp><CdOrPrtry><Cd>OPBD</Cd></CdOrPrtry></Tp><Amt Ccy="EUR">1000.00</Amt><CdtDbtInd>CRDT</CdtDbtInd><Dt><Dt>2026-11-22</Dt></Dt></Bal>
${entries.map(entryXml).join("\n")}
    </Stmt>
  </BkToCstmrStmt>
</Document>
`
}

/** A CSV export the way many German banks write it: semicolons, decimal commas, DD.MM.YYYY. */
export function germanCsv(rows: { date: string; amount: string; purpose: string; name?: string; reference?: string }[]): string {
  const quote = (v: string) => `"${v.replace(/"/g, '""')}"`
  const lines = rows.map((r) =>
    [r.date, r.date, quote(r.name ?? "Erika Musterfrau"), quote(r.purpose), r.amount, "EUR", r.reference ?? ""].join(";")
  )
  return ["Buchungstag;Valuta;Auftraggeber;Verwendungszweck;Betrag;Waehrung;Bankreferenz", ...lines].join("\r\n") + "\r\n"
}

export const GERMAN_MAPPING = {
  delimiter: ";" as const,
  decimal_comma: true,
  date_format: "DD.MM.YYYY" as const,
  date_column: "Buchungstag",
  amount_column: "Betrag",
  text_columns: ["Verwendungszweck", "Auftraggeber"],
  reference_column: "Bankreferenz",
  credit_debit_column: null,
  currency_column: "Waehrung",
}
