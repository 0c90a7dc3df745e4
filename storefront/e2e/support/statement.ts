// A bank's statement as staff upload it at the order desk.

/** A CAMT.053 statement with one booked credit, as a bank exports it. */
export function camt053(amount: string, remittance: string, entryRef: string): string {
  return `<?xml version="1.0" encoding="UTF-8"?>
<Document xmlns="urn:iso:std:iso:20022:tech:xsd:camt.053.001.08">
  <BkToCstmrStmt>
    <GrpHdr><MsgId>MSG-${entryRef}</MsgId><CreDtTm>2026-11-23T06:00:00+01:00</CreDtTm></GrpHdr>
    <Stmt>
      <Id>STMT</Id>
      <Acct><Id><IBAN>DE89370400440532013000</IBAN></Id></Acct>
      <Ntry>
        <Amt Ccy="EUR">${amount}</Amt>
        <CdtDbtInd>CRDT</CdtDbtInd>
        <Sts><Cd>BOOK</Cd></Sts>
        <BookgDt><Dt>2026-11-20</Dt></BookgDt>
        <AcctSvcrRef>${entryRef}</AcctSvcrRef>
        <NtryDtls><TxDtls><RmtInf><Ustrd>${remittance}</Ustrd></RmtInf></TxDtls></NtryDtls>
      </Ntry>
    </Stmt>
  </BkToCstmrStmt>
</Document>
`
}
