import type { Localized } from "./localized";

/**
 * The applicant's licence checklist after the course: the Florida 2-15 path in order. Every
 * statement here is one a public source below makes; what no source we could read confirms (how
 * long a course completion counts toward an application, fees, waiting times) is left out or sent
 * to DFS. The page prints `licenceChecklistSources` in small print.
 */
export type LicenceStepId = "course" | "fingerprints" | "application" | "exam" | "appointment";

export interface LicenceChecklistSource {
  title: string;
  url: string;
  /** What it is cited for. */
  supports: string;
}

export const licenceChecklistSources = [
  {
    title: "Florida Department of Financial Services, Division of Agent and Agency Services",
    url: "https://myfloridacfo.com/division/agents",
    supports: "where applications for an agent licence are made and where licensing questions go",
  },
  {
    title: "Florida DFS, Fingerprinting Information",
    url: "https://myfloridacfo.com/division/agents/licensing/agents-and-adjusters/fingerprinting-information",
    supports: "fingerprints are required for almost all licences; Florida residents register for LiveScan and go to an IdentoGO location; DFS accepts no results from other vendors or states; results are valid one year for applicants without a Florida agent licence",
  },
  {
    title: "Florida DFS, Fingerprinting Information (earlier page)",
    url: "http://www.myfloridacfo.com/agents/licensure/Agents-Adjusters/fingerprinting.htm",
    supports: "once the licence application is complete, DFS gives the licence's status by e-mail and in the applicant's MyProfile account",
  },
  {
    title: "Florida DFS, Exam-only applicant",
    url: "http://www.myfloridacfo.com/Agents/Licensure/Agents-Adjusters/exam_only.htm",
    supports: "passing the state exam does not by itself give a licence: the applicant must still apply and meet every requirement",
  },
  {
    title: "Pearson VUE, Florida Department of Financial Services",
    url: "https://home.pearsonvue.com/fl/insurance",
    supports: "Florida insurance exams are reserved with Pearson VUE, online or by phone, in a test center; the candidate handbook is on that page; Spanish versions of the 2-15 exam exist",
  },
  {
    title: "Florida Statutes s. 626.112, License and appointment required",
    url: "http://leg.state.fl.us/statutes/index.cfm?App_mode=Display_Statute&URL=0600-0699/0626/Sections/0626.112.html",
    supports: "no one may act as an insurance agent unless licensed by the department and appointed by an appropriate appointing entity",
  },
] as const satisfies ReadonlyArray<LicenceChecklistSource>;

export interface LicenceStepContent {
  title: string;
  /** What to do, as the sources say it. */
  what: string;
  link: { label: string; url: string };
}

export const licenceChecklistContent: Localized<Record<LicenceStepId, LicenceStepContent>> = {
  en: {
    course: {
      title: "The 60-hour pre-licensing course",
      what: "Finish the course here: every lesson's time, the final exam, then your certificate. How long a completed course counts toward your application is for DFS to say: check with DFS.",
      link: { label: "Florida DFS, agent licensing", url: licenceChecklistSources[0].url },
    },
    fingerprints: {
      title: "Fingerprints",
      what: "DFS requires fingerprints for almost every licence. Florida residents register for LiveScan and go to an IdentoGO location; DFS does not accept results from other vendors or other states. For applicants who do not hold a Florida agent licence, DFS says the results are valid for one year.",
      link: { label: "DFS fingerprinting information", url: licenceChecklistSources[1].url },
    },
    application: {
      title: "Your licence application in MyProfile",
      what: "Apply to DFS for the 2-15 licence online, on the DFS agents site; DFS tells you your licence's status by e-mail and in your MyProfile account. Passing the exam alone is not a licence: you must apply and meet every requirement.",
      link: { label: "DFS agents site (MyProfile)", url: licenceChecklistSources[0].url },
    },
    exam: {
      title: "The state exam with Pearson VUE",
      what: "Reserve the Florida exam with Pearson VUE, online or by phone, at a test center. Read the candidate handbook on Pearson VUE's Florida page first. The 2-15 exam is also offered in Spanish.",
      link: { label: "Pearson VUE, Florida DFS exams", url: licenceChecklistSources[4].url },
    },
    appointment: {
      title: "Appointment by an insurer",
      what: "Florida law says no one may act as an insurance agent unless licensed by DFS and appointed by an appropriate appointing entity, such as an insurer (F.S. 626.112).",
      link: { label: "F.S. 626.112", url: licenceChecklistSources[5].url },
    },
  },
  es: {
    course: {
      title: "El curso previo a la licencia de 60 horas",
      what: "Termine el curso aquí: el tiempo de cada lección, el examen final y luego su certificado. Cuánto tiempo cuenta un curso terminado para su solicitud lo dice el DFS: consúltelo con el DFS.",
      link: { label: "DFS de Florida, licencias de agentes", url: licenceChecklistSources[0].url },
    },
    fingerprints: {
      title: "Huellas dactilares",
      what: "El DFS exige huellas para casi todas las licencias. Los residentes de Florida se registran en LiveScan y acuden a un centro IdentoGO; el DFS no acepta resultados de otros proveedores ni de otros estados. Para quien no tiene licencia de agente en Florida, el DFS indica que los resultados valen un año.",
      link: { label: "Información del DFS sobre huellas", url: licenceChecklistSources[1].url },
    },
    application: {
      title: "Su solicitud de licencia en MyProfile",
      what: "Solicite al DFS la licencia 2-15 en línea, en el sitio de agentes del DFS; el DFS le informa del estado de su licencia por correo electrónico y en su cuenta MyProfile. Aprobar el examen no es una licencia: debe presentar la solicitud y cumplir todos los requisitos.",
      link: { label: "Sitio de agentes del DFS (MyProfile)", url: licenceChecklistSources[0].url },
    },
    exam: {
      title: "El examen estatal con Pearson VUE",
      what: "Reserve el examen de Florida con Pearson VUE, en línea o por teléfono, en un centro de pruebas. Lea antes el manual del candidato en la página de Florida de Pearson VUE. El examen 2-15 también se ofrece en español.",
      link: { label: "Pearson VUE, exámenes del DFS de Florida", url: licenceChecklistSources[4].url },
    },
    appointment: {
      title: "Nombramiento por una aseguradora",
      what: "La ley de Florida dice que nadie puede actuar como agente de seguros sin licencia del DFS y sin el nombramiento de una entidad autorizada, como una aseguradora (F.S. 626.112).",
      link: { label: "F.S. 626.112", url: licenceChecklistSources[5].url },
    },
  },
};
