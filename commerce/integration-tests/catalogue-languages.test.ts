// The catalogue in English, German and French: under one Medusa (suites.ts).
import "./env"
import catalogueLanguages from "./catalogue-languages.suite"
import { runSuites } from "./suites"

runSuites("languages", { "catalogue in three languages": catalogueLanguages })
