import type { PageMeta } from "~/site/seo";
import type { Localized, TitledText } from "./localized";

/** The copy around the two application forms (the forms themselves are the lead-capture work's). */
export interface ApplicationPageContent {
  meta: PageMeta;
  title: string;
  intro: string;
  formHeading: string;
  nextSteps: { heading: string; items: TitledText[] };
  help: { heading: string; text: string };
}

export const licenseApplicationContent: Localized<ApplicationPageContent> = {
  en: {
    meta: {
      title: "License Application Form: Florida 2-15 | Florida Financial Academy",
      description:
        "Apply for our Florida 2-15 license course in five minutes. Tell us your experience and timeframe; a mentor contacts you with your study plan.",
      keywords: "2-15 license application, enroll insurance course Florida, insurance license sign up, 215 license course enrollment",
    },
    title: "License Application Form",
    intro: "Tell us about yourself and when you would like to start. It takes about five minutes, and there is no payment at this step.",
    formHeading: "Your details",
    nextSteps: {
      heading: "What happens next",
      items: [
        { title: "We review your application", text: "A mentor reads it within one business day and checks the state requirements with you." },
        { title: "We plan your studies", text: "You receive your course access and a study plan that fits your schedule and preferred language." },
        { title: "You start the course", text: "The 60-hour pre-licensing course the state requires, online (about six weeks at 10 hours a week); then fingerprints, your license application and the state exam, with us beside you at every step." },
      ],
    },
    help: {
      heading: "Questions before you apply?",
      text: "Call or e-mail us in English or Spanish; we are happy to help.",
    },
  },
  es: {
    meta: {
      title: "Formulario de Solicitud de Licencia 2-15 de Florida | Florida Financial Academy",
      description:
        "Solicite nuestro curso para la licencia 2-15 de Florida en cinco minutos. Cuéntenos su experiencia y sus plazos; un mentor se comunicará con usted con su plan de estudio.",
      keywords: "solicitud licencia 2-15, inscripción curso de seguros Florida, registro licencia de seguros, inscripción curso licencia 215",
    },
    title: "Formulario de Solicitud de Licencia",
    intro: "Cuéntenos sobre usted y cuándo le gustaría empezar. Toma unos cinco minutos y no hay que pagar nada en este paso.",
    formHeading: "Sus datos",
    nextSteps: {
      heading: "Qué pasa después",
      items: [
        { title: "Revisamos su solicitud", text: "Un mentor la lee en un día hábil y revisa con usted los requisitos del estado." },
        { title: "Planificamos sus estudios", text: "Recibe su acceso al curso y un plan de estudio que se ajusta a su horario y a su idioma preferido." },
        { title: "Empieza el curso", text: "El curso previo de 60 horas que exige el estado, en línea (unas seis semanas a 10 horas por semana); luego las huellas digitales, su solicitud de licencia y el examen estatal, con nosotros a su lado en cada paso." },
      ],
    },
    help: {
      heading: "¿Tiene preguntas antes de solicitar?",
      text: "Llámenos o escríbanos en español o en inglés; con gusto le ayudamos.",
    },
  },
};

export const sponsorshipApplicationContent: Localized<ApplicationPageContent> = {
  en: {
    meta: {
      title: "Youth Sponsorship Application | Florida Financial Academy",
      description:
        "Apply to the youth sponsorship program for ages 18-25: the 2-15 license course and 6-12 months of weekly mentorship. Applications reviewed on a rolling basis.",
      keywords: "youth sponsorship application, apply sponsorship program, insurance career program application, mentorship program 18-25",
    },
    title: "Youth Sponsorship Application",
    intro: "Tell us about yourself, your goals and why financial services interest you. Take your time: there are no wrong answers, only honest ones.",
    formHeading: "Your application",
    nextSteps: {
      heading: "What happens next",
      items: [
        { title: "Review", text: "We read every application; reviews happen on a rolling basis." },
        { title: "Interview", text: "If your profile fits, we invite you to a short video interview." },
        { title: "Selection and onboarding", text: "Selected applicants meet their mentor and receive course access for the next cohort." },
      ],
    },
    help: {
      heading: "Need help with the application?",
      text: "Call or e-mail us in English or Spanish and a program coordinator will help you.",
    },
  },
  es: {
    meta: {
      title: "Solicitud de Patrocinio Juvenil | Florida Financial Academy",
      description:
        "Solicite el programa de patrocinio juvenil para jóvenes de 18 a 25 años: el curso de la licencia 2-15 y de 6 a 12 meses de mentoría semanal. Revisamos las solicitudes de forma continua.",
      keywords: "solicitud de patrocinio juvenil, solicitar programa de patrocinio, programa de carrera en seguros, programa de mentoría 18-25",
    },
    title: "Solicitud de Patrocinio Juvenil",
    intro: "Cuéntenos sobre usted, sus metas y por qué le interesan los servicios financieros. Tómese su tiempo: no hay respuestas incorrectas, solo respuestas sinceras.",
    formHeading: "Su solicitud",
    nextSteps: {
      heading: "Qué pasa después",
      items: [
        { title: "Revisión", text: "Leemos cada solicitud; las revisamos de forma continua." },
        { title: "Entrevista", text: "Si su perfil encaja, le invitamos a una entrevista corta por videollamada." },
        { title: "Selección e incorporación", text: "Las personas seleccionadas conocen a su mentor y reciben acceso al curso para el próximo grupo." },
      ],
    },
    help: {
      heading: "¿Necesita ayuda con la solicitud?",
      text: "Llámenos o escríbanos en español o en inglés y un coordinador del programa le ayudará.",
    },
  },
};
