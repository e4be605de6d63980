import type { PageMeta } from "~/site/seo";
import type { Localized, TitledText } from "./localized";

/**
 * The youth sponsorship program has two pages: the program description (/sponsorship-program)
 * and the interest page (/youth-sponsorship). They share the eligibility rules (docs/PRODUCT.md, "Sponsorship application") and the
 * success stories, so both live in this one module.
 */

export interface Testimonial {
  quote: string;
  name: string;
  role: string;
}

interface SharedSponsorshipContent {
  eligibility: { heading: string; intro: string; items: string[] };
  stories: { heading: string; intro: string; items: Testimonial[] };
}

export interface SponsorshipProgramContent extends SharedSponsorshipContent {
  meta: PageMeta;
  hero: { eyebrow: string; title: string; lead: string; imageAlt: string };
  overview: { heading: string; paragraphs: string[] };
  benefits: { heading: string; items: TitledText[] };
  steps: { heading: string; intro: string; items: TitledText[] };
  callToAction: { heading: string; text: string };
}

export interface YouthSponsorshipContent extends SharedSponsorshipContent {
  meta: PageMeta;
  hero: { eyebrow: string; title: string; lead: string };
  overview: { heading: string; paragraphs: string[] };
  program: { heading: string; items: TitledText[] };
  interest: { heading: string; text: string; cohortNote: string };
  callToAction: { heading: string; text: string; programLink: string };
}

const shared: Localized<SharedSponsorshipContent> = {
  en: {
    eligibility: {
      heading: "Who can apply",
      intro: "The program is for young adults ready to commit to a career in financial services.",
      items: [
        "You are 18 to 25 years old when you apply",
        "You live in the United States, including Puerto Rico",
        "You are genuinely interested in insurance and financial services",
        "You can commit to the training schedule and study time",
        "You are willing to take part in weekly mentorship",
      ],
    },
    stories: {
      heading: "Success stories",
      intro: "Graduates of earlier cohorts, in their own words.",
      items: [
        {
          quote: "I was working two part-time jobs and had never heard of the 2-15 license. Eight months later I am licensed, I have my own clients and I help my parents with their coverage.",
          name: "Daniela M.",
          role: "Licensed agent, Hialeah",
        },
        {
          quote: "My mentor answered every question, even the ones I thought were silly. Passing the exam on the first try felt unreal.",
          name: "Jordan T.",
          role: "Licensed agent, Orlando",
        },
        {
          quote: "Studying in Spanish made the difference for me. Now I explain policies to families the way I wish someone had explained them to mine.",
          name: "Luis A.",
          role: "Agent and sponsorship mentor, San Juan",
        },
      ],
    },
  },
  es: {
    eligibility: {
      heading: "Quién puede solicitar",
      intro: "El programa es para jóvenes adultos listos para comprometerse con una carrera en servicios financieros.",
      items: [
        "Tiene entre 18 y 25 años al momento de solicitar",
        "Vive en los Estados Unidos, incluido Puerto Rico",
        "Tiene un interés real en los seguros y los servicios financieros",
        "Puede comprometerse con el horario de capacitación y el tiempo de estudio",
        "Está dispuesto a participar en la mentoría semanal",
      ],
    },
    stories: {
      heading: "Historias de éxito",
      intro: "Egresados de grupos anteriores, en sus propias palabras.",
      items: [
        {
          quote: "Tenía dos trabajos de medio tiempo y nunca había oído hablar de la licencia 2-15. Ocho meses después tengo mi licencia, mis propios clientes y ayudo a mis padres con su cobertura.",
          name: "Daniela M.",
          role: "Agente con licencia, Hialeah",
        },
        {
          quote: "Mi mentor contestó todas mis preguntas, incluso las que me parecían tontas. Aprobar el examen a la primera fue increíble.",
          name: "Jordan T.",
          role: "Agente con licencia, Orlando",
        },
        {
          quote: "Estudiar en español marcó la diferencia para mí. Ahora les explico las pólizas a las familias como me hubiera gustado que se las explicaran a la mía.",
          name: "Luis A.",
          role: "Agente y mentor del programa, San Juan",
        },
      ],
    },
  },
};

export const sponsorshipProgramContent: Localized<SponsorshipProgramContent> = {
  en: {
    ...shared.en,
    meta: {
      title: "Youth Sponsorship Program for Ages 18-25 | Florida Financial Academy",
      description:
        "We sponsor young adults aged 18-25 through the 2-15 license: course, exam preparation and 6-12 months of weekly mentorship. Eligibility, benefits and how to apply.",
      keywords: "youth sponsorship program, free insurance license course, 2-15 license sponsorship, career for young adults Florida, mentorship program",
    },
    hero: {
      eyebrow: "Sponsorship program",
      title: "We invest in your first step into financial services",
      lead: "Our sponsorship program covers the path to the 2-15 license for young adults aged 18 to 25 and pairs each one with a mentor for 6 to 12 months.",
      imageAlt: "Young adults in a mentoring session around a table",
    },
    overview: {
      heading: "About the program",
      paragraphs: [
        "Talent is everywhere; opportunity is not. Many young people would make excellent insurance professionals but cannot pay for a course, do not know where to start or have nobody in the industry to ask. The sponsorship program removes those barriers.",
        "Each cohort follows a structured plan: the online pre-licensing course, exam preparation, then supervised practice with real clients. Throughout, a licensed mentor meets you every week, helps you set goals and opens doors in our partner network.",
      ],
    },
    benefits: {
      heading: "What the sponsorship includes",
      items: [
        { title: "Course and exam preparation", text: "Full access to the online 2-15 course, practice exams and review sessions at no cost to you." },
        { title: "Weekly mentorship", text: "One-on-one meetings with a licensed agent for 6 to 12 months, in English or Spanish." },
        { title: "Career launch", text: "Introductions to carriers and agencies, help with appointments and your first client meetings." },
        { title: "Professional skills", text: "Workshops on communication, ethics, compliance and building a business that lasts." },
      ],
    },
    steps: {
      heading: "How to apply",
      intro: "Four steps from application to your first week in the program.",
      items: [
        { title: "Submit your application", text: "Complete the online application; it takes about ten minutes." },
        { title: "Interview", text: "A short video call to get to know you, your goals and your availability." },
        { title: "Selection", text: "We review every application carefully and let you know the decision by e-mail." },
        { title: "Onboarding", text: "Meet your mentor, get your course access and plan your first month." },
      ],
    },
    callToAction: {
      heading: "Your career can start this season",
      text: "Applications are reviewed on a rolling basis. Apply now and we will contact you about the next cohort.",
    },
  },
  es: {
    ...shared.es,
    meta: {
      title: "Programa de Patrocinio Juvenil de 18 a 25 Años | Florida Financial Academy",
      description:
        "Patrocinamos a jóvenes de 18 a 25 años en su camino a la licencia 2-15: curso, preparación para el examen y de 6 a 12 meses de mentoría semanal. Requisitos, beneficios y cómo solicitar.",
      keywords: "programa de patrocinio juvenil, curso de licencia de seguros gratis, patrocinio licencia 2-15, carrera para jóvenes Florida, programa de mentoría",
    },
    hero: {
      eyebrow: "Programa de patrocinio",
      title: "Invertimos en su primer paso en los servicios financieros",
      lead: "Nuestro programa de patrocinio cubre el camino a la licencia 2-15 para jóvenes de 18 a 25 años y le asigna a cada uno un mentor durante 6 a 12 meses.",
      imageAlt: "Jóvenes adultos en una sesión de mentoría alrededor de una mesa",
    },
    overview: {
      heading: "Sobre el programa",
      paragraphs: [
        "El talento está en todas partes; las oportunidades, no. Muchos jóvenes serían excelentes profesionales de seguros, pero no pueden pagar un curso, no saben por dónde empezar o no tienen a nadie en la industria a quien preguntar. El programa de patrocinio elimina esas barreras.",
        "Cada grupo sigue un plan estructurado: el curso en línea previo a la licencia, la preparación para el examen y luego la práctica supervisada con clientes reales. Durante todo el proceso, un mentor con licencia se reúne con usted cada semana, le ayuda a fijar metas y le abre puertas en nuestra red de socios.",
      ],
    },
    benefits: {
      heading: "Lo que incluye el patrocinio",
      items: [
        { title: "Curso y preparación para el examen", text: "Acceso completo al curso 2-15 en línea, exámenes de práctica y sesiones de repaso sin costo para usted." },
        { title: "Mentoría semanal", text: "Reuniones individuales con un agente con licencia durante 6 a 12 meses, en español o en inglés." },
        { title: "Inicio de su carrera", text: "Presentaciones con aseguradoras y agencias, ayuda con sus nombramientos y sus primeras reuniones con clientes." },
        { title: "Habilidades profesionales", text: "Talleres de comunicación, ética, cumplimiento normativo y cómo construir un negocio duradero." },
      ],
    },
    steps: {
      heading: "Cómo solicitar",
      intro: "Cuatro pasos desde la solicitud hasta su primera semana en el programa.",
      items: [
        { title: "Envíe su solicitud", text: "Complete la solicitud en línea; toma unos diez minutos." },
        { title: "Entrevista", text: "Una videollamada corta para conocerle, saber sus metas y su disponibilidad." },
        { title: "Selección", text: "Revisamos cada solicitud con cuidado y le avisamos la decisión por correo electrónico." },
        { title: "Incorporación", text: "Conozca a su mentor, reciba su acceso al curso y planifique su primer mes." },
      ],
    },
    callToAction: {
      heading: "Su carrera puede empezar esta temporada",
      text: "Revisamos las solicitudes de forma continua. Solicite ahora y le contactaremos sobre el próximo grupo.",
    },
  },
};

export const youthSponsorshipContent: Localized<YouthSponsorshipContent> = {
  en: {
    ...shared.en,
    meta: {
      title: "Youth Sponsorship: Start a Financial Career at 18-25 | Florida Financial Academy",
      description:
        "Are you 18 to 25? Register your interest in our youth sponsorship: a 6-12 month structured training program with weekly mentorship toward the 2-15 license.",
      keywords: "youth sponsorship Florida, young adults insurance career, paid insurance training, mentorship 18-25, Puerto Rico insurance career",
    },
    hero: {
      eyebrow: "Youth sponsorship",
      title: "Aged 18 to 25? Let us sponsor your start",
      lead: "A 6 to 12 month structured training program with weekly mentorship, leading to your Florida 2-15 insurance license and your first clients.",
    },
    overview: {
      heading: "A career you can build on",
      paragraphs: [
        "Insurance and financial services reward people who listen, explain clearly and follow through. You do not need a degree or industry contacts to start: you need commitment, and we provide the rest.",
        "Sponsored participants study the online course, prepare for the state exam and then practice with real clients under supervision, with a mentor beside them every week.",
      ],
    },
    program: {
      heading: "The program at a glance",
      items: [
        { title: "Ages 18-25", text: "Open to young adults living anywhere in the United States, including Puerto Rico." },
        { title: "6 to 12 months", text: "A structured plan: course, exam, then supervised practice at your own pace." },
        { title: "Weekly mentorship", text: "A licensed mentor meets you every week to review progress and set goals." },
      ],
    },
    interest: {
      heading: "Register your interest",
      text: "Leave your e-mail and, if you like, tell us why you are interested: we take you straight to the application with your e-mail filled in, and our team answers your questions.",
      cohortNote: "Applications are reviewed on a rolling basis, and new cohorts start throughout the year.",
    },
    callToAction: {
      heading: "Want the full details first?",
      text: "Read about eligibility, benefits and the four application steps.",
      programLink: "See the Sponsorship Program",
    },
  },
  es: {
    ...shared.es,
    meta: {
      title: "Patrocinio Juvenil: Empiece una Carrera Financiera de 18 a 25 Años | Florida Financial Academy",
      description:
        "¿Tiene entre 18 y 25 años? Registre su interés en nuestro patrocinio juvenil: un programa de capacitación estructurado de 6 a 12 meses con mentoría semanal hacia la licencia 2-15.",
      keywords: "patrocinio juvenil Florida, carrera en seguros para jóvenes, capacitación en seguros, mentoría 18-25, carrera en seguros Puerto Rico",
    },
    hero: {
      eyebrow: "Patrocinio juvenil",
      title: "¿Tiene entre 18 y 25 años? Permítanos patrocinar su comienzo",
      lead: "Un programa de capacitación estructurado de 6 a 12 meses con mentoría semanal, que lo lleva a su licencia de seguros 2-15 de Florida y a sus primeros clientes.",
    },
    overview: {
      heading: "Una carrera sobre la cual construir",
      paragraphs: [
        "Los seguros y los servicios financieros premian a quienes saben escuchar, explicar con claridad y cumplir. No necesita un título ni contactos en la industria para empezar: necesita compromiso, y nosotros ponemos el resto.",
        "Los participantes patrocinados estudian el curso en línea, se preparan para el examen estatal y luego practican con clientes reales bajo supervisión, con un mentor a su lado cada semana.",
      ],
    },
    program: {
      heading: "El programa en resumen",
      items: [
        { title: "De 18 a 25 años", text: "Abierto a jóvenes adultos que vivan en cualquier parte de los Estados Unidos, incluido Puerto Rico." },
        { title: "De 6 a 12 meses", text: "Un plan estructurado: curso, examen y luego práctica supervisada a su ritmo." },
        { title: "Mentoría semanal", text: "Un mentor con licencia se reúne con usted cada semana para revisar su progreso y fijar metas." },
      ],
    },
    interest: {
      heading: "Registre su interés",
      text: "Déjenos su correo electrónico y, si lo desea, cuéntenos por qué le interesa: lo llevamos directamente a la solicitud con su correo ya escrito, y nuestro equipo responde a sus preguntas.",
      cohortNote: "Revisamos las solicitudes de forma continua, y abrimos nuevos grupos durante todo el año.",
    },
    callToAction: {
      heading: "¿Prefiere conocer primero todos los detalles?",
      text: "Lea sobre los requisitos, los beneficios y los cuatro pasos para solicitar.",
      programLink: "Vea el programa de patrocinio",
    },
  },
};
