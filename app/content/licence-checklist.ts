import type { Localized } from "./localized";

/**
 * The applicant's licence checklist after the course: the Florida 2-15 path in order. Every
 * statement here is one a public source below makes (how long a course completion counts: the 4
 * years of ss. 626.7851 and 626.8311, Florida Statutes); what no source we could read confirms
 * (fees, waiting times) is left out or sent to DFS. The page prints `licenceChecklistSources` in
 * small print, each title in the page's language (an official English name kept, described in Spanish).
 */
export type LicenceStepId = "course" | "fingerprints" | "application" | "exam" | "appointment";

export interface LicenceChecklistSource {
  title: Localized<string>;
  url: string;
  /** What it is cited for. */
  supports: string;
}

export const licenceChecklistSources = [
  {
    title: {
      en: "Florida Department of Financial Services, Division of Agent and Agency Services",
      es: "Departamento de Servicios Financieros de Florida (DFS), División de Agentes y Agencias (Division of Agent and Agency Services, en inglés)",
    },
    url: "https://myfloridacfo.com/division/agents",
    supports: "where applications for an agent licence are made and where licensing questions go",
  },
  {
    title: {
      en: "Florida DFS, Fingerprinting Information",
      es: "DFS de Florida, información sobre huellas dactilares (página «Fingerprinting Information», en inglés)",
    },
    url: "https://myfloridacfo.com/division/agents/licensing/agents-and-adjusters/fingerprinting-information",
    supports: "fingerprints are required for almost all licences; Florida residents register for LiveScan and go to an IdentoGO location; DFS accepts no results from other vendors or states; results are valid one year for applicants without a Florida agent licence",
  },
  {
    title: {
      en: "Florida DFS, Fingerprinting Information (earlier page)",
      es: "DFS de Florida, información sobre huellas dactilares (página anterior, «Fingerprinting», en inglés)",
    },
    url: "http://www.myfloridacfo.com/agents/licensure/Agents-Adjusters/fingerprinting.htm",
    supports: "once the licence application is complete, DFS gives the licence's status by e-mail and in the applicant's MyProfile account",
  },
  {
    title: {
      en: "Florida DFS, Exam-only applicant",
      es: "DFS de Florida, solicitante que solo presenta el examen (página «Exam-only applicant», en inglés)",
    },
    url: "http://www.myfloridacfo.com/Agents/Licensure/Agents-Adjusters/exam_only.htm",
    supports: "passing the state exam does not by itself give a licence: the applicant must still apply and meet every requirement",
  },
  {
    title: {
      en: "Pearson VUE, Florida Department of Financial Services",
      es: "Pearson VUE, página del Departamento de Servicios Financieros de Florida (en inglés)",
    },
    url: "https://home.pearsonvue.com/fl/insurance",
    supports: "Florida insurance exams are reserved with Pearson VUE, online or by phone, in a test center; the candidate handbook is on that page; Spanish versions of the 2-15 exam exist",
  },
  {
    title: {
      en: "Florida Statutes s. 626.112, License and appointment required",
      es: "Estatutos de Florida, art. 626.112, licencia y nombramiento obligatorios («License and appointment required», en inglés)",
    },
    url: "http://leg.state.fl.us/statutes/index.cfm?App_mode=Display_Statute&URL=0600-0699/0626/Sections/0626.112.html",
    supports: "no one may act as an insurance agent unless licensed by the department and appointed by an appropriate appointing entity",
  },
  {
    title: {
      en: "Florida Statutes s. 626.7851, Requirement as to knowledge, experience, or instruction (life agents)",
      es: "Estatutos de Florida, art. 626.7851, requisito de conocimientos, experiencia o formación para agentes de vida («Requirement as to knowledge, experience, or instruction», en inglés)",
    },
    url: "http://leg.state.fl.us/statutes/index.cfm?App_mode=Display_Statute&URL=0600-0699/0626/Sections/0626.7851.html",
    supports: "a life agent applicant is not qualified unless, within the 4 years immediately preceding the date the application for license is filed with the department, the applicant completed the required coursework (for the 2-15, 60 hours, 3 of them on ethics)",
  },
  {
    title: {
      en: "Florida Statutes s. 626.8311, Requirement as to knowledge, experience, or instruction (health agents)",
      es: "Estatutos de Florida, art. 626.8311, requisito de conocimientos, experiencia o formación para agentes de salud («Requirement as to knowledge, experience, or instruction», en inglés)",
    },
    url: "http://leg.state.fl.us/statutes/index.cfm?App_mode=Display_Statute&URL=0600-0699/0626/Sections/0626.8311.html",
    supports: "a health agent applicant is not qualified unless, within the 4 years immediately preceding the date the application for license is filed with the department, the applicant completed the required coursework (for the 2-15, 60 hours, 3 of them on ethics)",
  },
] as const satisfies ReadonlyArray<LicenceChecklistSource>;

/** The statutes that say how long a course completion counts toward the licence application. */
export const courseWindowSources = [licenceChecklistSources[6], licenceChecklistSources[7]] as const;

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
      what: "Finish the course here: every lesson's time, the final exam, then your certificate. Florida law counts the 60-hour course (3 hours of ethics) toward your licence only if you complete it within the 4 years immediately before the date your licence application is filed with DFS (F.S. 626.7851 and 626.8311): file your application before your certificate is 4 years old.",
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
      what: "Termine el curso aquí: el tiempo de cada lección, el examen final y luego su certificado. La ley de Florida cuenta el curso de 60 horas (3 de ética) para su licencia solo si lo completa dentro de los 4 años inmediatamente anteriores a la fecha en que presenta su solicitud de licencia ante el DFS (F.S. 626.7851 y 626.8311): presente su solicitud antes de que su certificado cumpla 4 años.",
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
