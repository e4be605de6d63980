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
        "Application, training and certification: how to earn the Florida 2-15 license, from the state's 60-hour pre-licensing course to the exam and your appointment.",
      keywords: "how to get 2-15 license Florida, 2-15 license steps, Florida insurance license online course, 60 hour 2-15 course",
    },
    hero: {
      eyebrow: "License journey",
      title: "Three steps to your Florida 2-15 license",
      lead: "Apply, complete the 60-hour pre-licensing course the state requires online, then pass the state exam and get licensed. We guide you at every step, in English or Spanish.",
      imageAlt: "A path with three milestones leading to a license certificate",
    },
    facts: [
      { value: "3", label: "steps from application to certification" },
      { value: "Online", label: "study from home, on any device" },
      { value: "60 hours", label: "of state-required pre-licensing study, 3 of them on ethics" },
    ],
    steps: {
      heading: "How it works",
      intro: "At a steady pace of about 10 hours a week, the 60-hour course takes about six weeks; then come the state's own steps.",
      items: [
        {
          title: "Application",
          text: "Tell us about yourself and your goals. We confirm you meet the state's requirements and enroll you in the course.",
          details: [
            "Send the license application form (five minutes)",
            "Once we enroll you, we e-mail you the link to your course",
            "We explain the state's fingerprinting and exam registration",
          ],
        },
        {
          title: "Training",
          text: "Complete the 60-hour 2-15 pre-licensing course online, at your own pace, in English or Spanish. Florida requires it, with 3 of the hours on ethics, and it must be completed within the 4 years before you apply for the license.",
          details: [
            "Short lessons for each exam topic, one screen at a time",
            "Practice questions after every module and full practice exams",
            "Questions to an instructor from any lesson screen, answered within two business days",
          ],
        },
        {
          title: "Certification",
          text: "Get fingerprinted, apply for the license in MyProfile, the Department of Financial Services' online portal, pass the state exam at Pearson VUE, and get appointed by an insurer. We help you at each of these steps.",
          details: [
            "Fingerprints and the MyProfile application, explained step by step",
            "Booking the exam at Pearson VUE, an exam-day checklist and the course's final review module",
            "Introductions to carriers and agencies in our partner network, for your first appointment",
          ],
        },
      ],
    },
    requirements: {
      heading: "What you need to start",
      intro: "The state sets the rules (sections 626.7851 and 626.8311, Florida Statutes); we help you meet them.",
      items: [
        "Be at least 18 years old",
        "A valid Social Security number or the documents the state accepts instead",
        "Fingerprints taken by an approved vendor for the background check",
        "The 60-hour pre-licensing course, completed within the 4 years before you apply, unless you are exempt: holders of certain professional designations, and members and veterans of the U.S. Armed Forces and their spouses, do not need it",
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
        "Solicitud, capacitación y certificación: cómo obtener la licencia 2-15 de Florida, desde el curso previo de 60 horas que exige el estado hasta el examen y su nombramiento.",
      keywords: "cómo sacar la licencia 2-15 Florida, pasos licencia 2-15, curso de seguros en línea Florida, curso 2-15 de 60 horas",
    },
    hero: {
      eyebrow: "Camino a la licencia",
      title: "Tres pasos para obtener su licencia 2-15 de Florida",
      lead: "Presente su solicitud, complete en línea el curso previo de 60 horas que exige el estado, apruebe el examen estatal y obtenga su licencia. Le acompañamos en cada paso, en español o en inglés.",
      imageAlt: "Un camino con tres etapas que llega a un certificado de licencia",
    },
    facts: [
      { value: "3", label: "pasos desde la solicitud hasta la certificación" },
      { value: "En línea", label: "estudie desde casa, en cualquier dispositivo" },
      { value: "60 horas", label: "de estudio previo que exige el estado, 3 de ellas de ética" },
    ],
    steps: {
      heading: "Cómo funciona",
      intro: "A un ritmo constante de unas 10 horas por semana, el curso de 60 horas toma unas seis semanas; después vienen los pasos del estado.",
      items: [
        {
          title: "Solicitud",
          text: "Cuéntenos sobre usted y sus metas. Confirmamos que cumple los requisitos del estado y lo inscribimos en el curso.",
          details: [
            "Envíe el formulario de solicitud de licencia (cinco minutos)",
            "Cuando lo inscribimos, le enviamos por correo electrónico el enlace a su curso",
            "Le explicamos las huellas digitales y la inscripción al examen estatal",
          ],
        },
        {
          title: "Capacitación",
          text: "Complete en línea el curso previo a la licencia 2-15, de 60 horas, a su ritmo, en español o en inglés. Florida lo exige, con 3 de las horas dedicadas a la ética, y debe completarlo dentro de los 4 años anteriores a su solicitud de licencia.",
          details: [
            "Clases cortas para cada tema del examen, pantalla por pantalla",
            "Preguntas de práctica después de cada módulo y exámenes de práctica completos",
            "Preguntas a un instructor desde cualquier pantalla de la clase, con respuesta en un plazo de dos días hábiles",
          ],
        },
        {
          title: "Certificación",
          text: "Tómese las huellas digitales, solicite la licencia en MyProfile, el portal en línea del Departamento de Servicios Financieros, apruebe el examen estatal en Pearson VUE y obtenga el nombramiento de una aseguradora. Le ayudamos en cada uno de estos pasos.",
          details: [
            "Las huellas digitales y la solicitud en MyProfile, explicadas paso a paso",
            "La reserva del examen en Pearson VUE, una lista de verificación para el día del examen y el módulo de repaso final del curso",
            "Presentaciones con aseguradoras y agencias de nuestra red de socios, para su primer nombramiento",
          ],
        },
      ],
    },
    requirements: {
      heading: "Lo que necesita para empezar",
      intro: "El estado pone las reglas (artículos 626.7851 y 626.8311 de los Estatutos de Florida); nosotros le ayudamos a cumplirlas.",
      items: [
        "Tener al menos 18 años",
        "Un número de Seguro Social válido o los documentos que el estado acepte en su lugar",
        "Huellas digitales tomadas por un proveedor autorizado para la verificación de antecedentes",
        "El curso previo de 60 horas, completado dentro de los 4 años anteriores a su solicitud, salvo que esté exento: no lo necesitan quienes tienen ciertas designaciones profesionales, ni los miembros y veteranos de las Fuerzas Armadas de EE. UU. y sus cónyuges",
        "Una computadora, tableta o teléfono con conexión a internet",
      ],
    },
    callToAction: {
      heading: "¿Listo para dar el primer paso?",
      text: "La solicitud toma cinco minutos. Un mentor se comunicará con usted en un día hábil.",
    },
  },
};
