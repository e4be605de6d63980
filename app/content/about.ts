import type { PageMeta } from "~/site/seo";
import type { Localized, TitledText } from "./localized";

export interface AboutContent {
  meta: PageMeta;
  hero: { eyebrow: string; title: string; lead: string; imageAlt: string };
  mission: { heading: string; paragraphs: string[] };
  reasons: { heading: string; intro: string; items: TitledText[] };
  founder: { heading: string; name: string; role: string; paragraphs: string[]; imageAlt: string };
  callToAction: { heading: string; text: string };
  email: { heading: string; text: string };
}

export const aboutContent: Localized<AboutContent> = {
  en: {
    meta: {
      title: "About Us: Our Mission and Founder | Florida Financial Academy",
      description:
        "Why Floridians choose us to earn the 2-15 insurance license: comprehensive education, bilingual services, industry connections and practical knowledge.",
      keywords: "about Florida Financial Academy, 2-15 license school Florida, bilingual insurance education, insurance mentor Miami",
    },
    hero: {
      eyebrow: "About us",
      title: "Insurance education that opens doors, in your language",
      lead: "We train new agents for the Florida 2-15 license and help families protect what they have built, in English and in Spanish.",
      imageAlt: "A mentor and a student reviewing a course module together at a desk",
    },
    mission: {
      heading: "Our mission",
      paragraphs: [
        "Florida has one of the largest insurance markets in the country and one of the most diverse populations. Yet too many capable people never start a career in insurance because the licensing process feels confusing, expensive or available only in English.",
        "Our mission is to change that. We give every student a clear path to the 2-15 Life, Health and Annuities license, teach the products the way they are really sold and serviced, and stay beside our graduates while they build their first book of business. The same values guide the insurance services we offer families: plain explanations, honest comparisons and no pressure.",
      ],
    },
    reasons: {
      heading: "Why choose us",
      intro: "Four things our students and clients tell us make the difference.",
      items: [
        {
          title: "Comprehensive education",
          text: "The course covers every topic on the state exam, from life and health policy provisions to annuities, Florida law and ethics, with practice questions after each module.",
        },
        {
          title: "Bilingual services",
          text: "Lessons, study materials, mentoring and client services are available in English and Spanish, so you can learn and work in the language you think in.",
        },
        {
          title: "Industry connections",
          text: "Our partner network links graduates with carriers, agencies, mortgage and tax professionals who are looking for licensed, well-trained agents.",
        },
        {
          title: "Practical knowledge",
          text: "Beyond the exam, we teach how to run a needs analysis, explain a policy to a family, keep compliant records and build referrals that last.",
        },
      ],
    },
    founder: {
      heading: "Meet our founder",
      name: "Carlos Rivera",
      role: "Founder and lead instructor",
      paragraphs: [
        "Carlos started in insurance as a bilingual agent in Miami-Dade, where he saw families sign policies they did not fully understand because nobody explained them in Spanish. He spent the next fifteen years building an agency known for taking the time to explain every option.",
        "After mentoring dozens of new agents through their 2-15 exam, he founded Florida Financial Academy to make that mentoring available to anyone in the state. He still teaches the ethics and Florida law modules and meets every sponsorship cohort in person.",
      ],
      imageAlt: "Illustrated portrait of the founder, Carlos Rivera",
    },
    callToAction: {
      heading: "See how the online course works",
      text: "The 60-hour pre-licensing course the state requires, with practice exams and a mentor when you need one. Take a look at the course before you enroll.",
    },
    email: {
      heading: "Prefer to hear from us first?",
      text: "Leave your e-mail for our newsletter: confirm it with the link we send you, and you will get the next exam dates and news of the course.",
    },
  },
  es: {
    meta: {
      title: "Sobre Nosotros: Nuestra Misión y Fundador | Florida Financial Academy",
      description:
        "Por qué los floridanos nos eligen para obtener la licencia de seguros 2-15: educación completa, servicios bilingües, conexiones en la industria y conocimiento práctico.",
      keywords: "Florida Financial Academy, escuela licencia 2-15 Florida, educación de seguros bilingüe, mentor de seguros Miami",
    },
    hero: {
      eyebrow: "Sobre nosotros",
      title: "Educación en seguros que abre puertas, en su idioma",
      lead: "Preparamos a nuevos agentes para la licencia 2-15 de Florida y ayudamos a las familias a proteger lo que han construido, en español y en inglés.",
      imageAlt: "Un mentor y una estudiante revisan juntos un módulo del curso en un escritorio",
    },
    mission: {
      heading: "Nuestra misión",
      paragraphs: [
        "Florida tiene uno de los mercados de seguros más grandes del país y una de las poblaciones más diversas. Aun así, muchas personas capaces nunca empiezan una carrera en seguros porque el proceso de licencia les parece confuso, costoso o disponible solo en inglés.",
        "Nuestra misión es cambiar eso. Le damos a cada estudiante un camino claro hacia la licencia 2-15 de Vida, Salud y Anualidades, enseñamos los productos tal como se venden y se atienden en la práctica, y acompañamos a nuestros egresados mientras forman su primera cartera de clientes. Los mismos valores guían los servicios de seguros que ofrecemos a las familias: explicaciones sencillas, comparaciones honestas y cero presión.",
      ],
    },
    reasons: {
      heading: "Por qué elegirnos",
      intro: "Cuatro cosas que, según nuestros estudiantes y clientes, marcan la diferencia.",
      items: [
        {
          title: "Educación completa",
          text: "El curso cubre todos los temas del examen estatal, desde las cláusulas de las pólizas de vida y salud hasta las anualidades, las leyes de Florida y la ética, con preguntas de práctica después de cada módulo.",
        },
        {
          title: "Servicios bilingües",
          text: "Las clases, los materiales de estudio, la mentoría y la atención al cliente están disponibles en español y en inglés, para que aprenda y trabaje en el idioma en que piensa.",
        },
        {
          title: "Conexiones en la industria",
          text: "Nuestra red de socios conecta a los egresados con aseguradoras, agencias y profesionales de hipotecas e impuestos que buscan agentes con licencia y bien preparados.",
        },
        {
          title: "Conocimiento práctico",
          text: "Más allá del examen, enseñamos a hacer un análisis de necesidades, explicar una póliza a una familia, llevar registros conforme a las normas y crear referidos que duren.",
        },
      ],
    },
    founder: {
      heading: "Conozca a nuestro fundador",
      name: "Carlos Rivera",
      role: "Fundador e instructor principal",
      paragraphs: [
        "Carlos empezó en los seguros como agente bilingüe en Miami-Dade, donde vio a familias firmar pólizas que no entendían del todo porque nadie se las explicaba en español. Dedicó los siguientes quince años a construir una agencia conocida por tomarse el tiempo de explicar cada opción.",
        "Después de guiar a decenas de nuevos agentes en su examen 2-15, fundó Florida Financial Academy para que esa mentoría estuviera al alcance de cualquier persona en el estado. Todavía enseña los módulos de ética y leyes de Florida y se reúne en persona con cada grupo del programa de patrocinio.",
      ],
      imageAlt: "Retrato ilustrado del fundador, Carlos Rivera",
    },
    callToAction: {
      heading: "Vea cómo funciona el curso en línea",
      text: "El curso previo de 60 horas que exige el estado, con exámenes de práctica y un mentor cuando lo necesite. Conozca el curso antes de inscribirse.",
    },
    email: {
      heading: "¿Prefiere que le escribamos primero?",
      text: "Déjenos su correo electrónico para nuestro boletín: confírmelo con el enlace que le enviaremos y recibirá las próximas fechas de examen y las novedades del curso.",
    },
  },
};
