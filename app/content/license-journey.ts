import type { PageMeta } from "~/site/seo";
import type { Localized, TitledText } from "./localized";

export interface LicenseJourneyContent {
  meta: PageMeta;
  hero: { eyebrow: string; title: string; lead: string; imageAlt: string };
  facts: Array<{ value: string; label: string }>;
  steps: { heading: string; intro: string; items: Array<TitledText & { details: string[] }> };
  requirements: { heading: string; intro: string; items: string[] };
  callToAction: { heading: string; text: string };
}

export const licenseJourneyContent: Localized<LicenseJourneyContent> = {
  en: {
    meta: {
      title: "Your Florida 2-15 License Journey in 3 Steps | Florida Financial Academy",
      description:
        "Application, training and certification: how to earn the Florida 2-15 Life, Health and Annuities license online with a 10-hour course.",
      keywords: "how to get 2-15 license Florida, 2-15 license steps, Florida insurance license online course, 10 hour insurance course",
    },
    hero: {
      eyebrow: "License journey",
      title: "Three steps to your Florida 2-15 license",
      lead: "Apply, train online for about 10 hours, and get certified. We guide you at every step, in English or Spanish.",
      imageAlt: "A path with three milestones leading to a license certificate",
    },
    facts: [
      { value: "3", label: "steps from application to certification" },
      { value: "Online", label: "study from home, on any device" },
      { value: "10 hours", label: "of guided lessons and practice" },
    ],
    steps: {
      heading: "How it works",
      intro: "Most students go from application to exam-ready in two to four weeks.",
      items: [
        {
          title: "Application",
          text: "Tell us about yourself and your goals. We confirm you meet the state's requirements and enroll you in the course.",
          details: [
            "Send the license application form (five minutes)",
            "A mentor calls you to plan your study schedule",
            "We explain the state's fingerprinting and exam registration",
          ],
        },
        {
          title: "Training",
          text: "Study the 2-15 pre-licensing course online, at your own pace, in English or Spanish. The workload is about 10 hours.",
          details: [
            "Short video lessons and readings for each exam topic",
            "Practice questions after every module and full practice exams",
            "Mentor sessions when a topic needs a second explanation",
          ],
        },
        {
          title: "Certification",
          text: "Pass the state exam and receive your 2-15 Life, Health and Annuities license. We help you take your first steps as an agent.",
          details: [
            "Course completion certificate for your exam registration",
            "Exam-day checklist and a final review session",
            "Introductions to carriers and agencies in our partner network",
          ],
        },
      ],
    },
    requirements: {
      heading: "What you need to start",
      intro: "The state sets the rules; we help you meet them.",
      items: [
        "Be at least 18 years old",
        "A valid Social Security number or the documents the state accepts instead",
        "Fingerprints taken by an approved vendor for the background check",
        "A computer, tablet or phone with an internet connection",
      ],
    },
    callToAction: {
      heading: "Ready to take the first step?",
      text: "The application takes five minutes. A mentor will contact you within one business day.",
    },
  },
  es: {
    meta: {
      title: "Su Camino a la Licencia 2-15 de Florida en 3 Pasos | Florida Financial Academy",
      description:
        "Solicitud, capacitación y certificación: cómo obtener la licencia 2-15 de Vida, Salud y Anualidades de Florida con un curso en línea de 10 horas.",
      keywords: "cómo sacar la licencia 2-15 Florida, pasos licencia 2-15, curso de seguros en línea Florida, curso de seguros de 10 horas",
    },
    hero: {
      eyebrow: "Camino a la licencia",
      title: "Tres pasos para obtener su licencia 2-15 de Florida",
      lead: "Presente su solicitud, estudie en línea unas 10 horas y certifíquese. Le acompañamos en cada paso, en español o en inglés.",
      imageAlt: "Un camino con tres etapas que llega a un certificado de licencia",
    },
    facts: [
      { value: "3", label: "pasos desde la solicitud hasta la certificación" },
      { value: "En línea", label: "estudie desde casa, en cualquier dispositivo" },
      { value: "10 horas", label: "de clases guiadas y práctica" },
    ],
    steps: {
      heading: "Cómo funciona",
      intro: "La mayoría de los estudiantes pasa de la solicitud a estar listo para el examen en dos a cuatro semanas.",
      items: [
        {
          title: "Solicitud",
          text: "Cuéntenos sobre usted y sus metas. Confirmamos que cumple los requisitos del estado y lo inscribimos en el curso.",
          details: [
            "Envíe el formulario de solicitud de licencia (cinco minutos)",
            "Un mentor le llama para planificar su horario de estudio",
            "Le explicamos las huellas digitales y la inscripción al examen estatal",
          ],
        },
        {
          title: "Capacitación",
          text: "Estudie el curso previo a la licencia 2-15 en línea, a su ritmo, en español o en inglés. La carga de trabajo es de unas 10 horas.",
          details: [
            "Videos cortos y lecturas para cada tema del examen",
            "Preguntas de práctica después de cada módulo y exámenes de práctica completos",
            "Sesiones con su mentor cuando un tema necesite otra explicación",
          ],
        },
        {
          title: "Certificación",
          text: "Apruebe el examen estatal y reciba su licencia 2-15 de Vida, Salud y Anualidades. Le ayudamos a dar sus primeros pasos como agente.",
          details: [
            "Certificado de finalización del curso para inscribirse al examen",
            "Lista de verificación para el día del examen y una sesión de repaso final",
            "Presentaciones con aseguradoras y agencias de nuestra red de socios",
          ],
        },
      ],
    },
    requirements: {
      heading: "Lo que necesita para empezar",
      intro: "El estado pone las reglas; nosotros le ayudamos a cumplirlas.",
      items: [
        "Tener al menos 18 años",
        "Un número de Seguro Social válido o los documentos que el estado acepte en su lugar",
        "Huellas digitales tomadas por un proveedor autorizado para la verificación de antecedentes",
        "Una computadora, tableta o teléfono con conexión a internet",
      ],
    },
    callToAction: {
      heading: "¿Listo para dar el primer paso?",
      text: "La solicitud toma cinco minutos. Un mentor se comunicará con usted en un día hábil.",
    },
  },
};
