import { heading, list, paragraph, type BlogPostSource } from "../types";

export const floridaLicenseGuide: BlogPostSource = {
  id: 1,
  category: "licensing",
  date: "2025-03-10",
  readTime: 9,
  author: "Carlos Rivera",
  tags: ["licensing", "exam-prep", "career", "florida"],
  featured: true,
  text: {
    en: {
      title: "How to Get Your Florida 2-15 License: A Step-by-Step Guide",
      excerpt:
        "The 2-15 license lets you sell life, health and annuity products in Florida. Here is the whole path, from the pre-licensing course to your first appointment with a carrier.",
      imageAlt: "A checklist with three ticked steps next to a Florida license card",
      body: [
        heading("What the 2-15 license covers"),
        paragraph(
          "Florida's 2-15 Life, Including Variable Annuities and Health license is the most versatile license for a new agent. It allows you to sell term life insurance, permanent policies such as index universal life, fixed and variable annuities, and health coverage including long-term care and Medicare supplements. Most agents who help families with protection and retirement start here.",
        ),
        heading("Step 1: complete the pre-licensing course"),
        paragraph(
          "The state requires an approved pre-licensing course before the exam. A good course follows the exam outline topic by topic, gives you practice questions after every lesson and ends with full practice exams. Ours takes about 10 hours online and is available in English and Spanish, so you can study in the language you think in.",
        ),
        heading("Step 2: apply to the Department of Financial Services"),
        paragraph(
          "You apply for the license online through the Florida Department of Financial Services, pay the application fee and schedule fingerprints with an approved vendor for the background check. Do this while you study: the background check can take a few weeks, and it must be cleared before the license is issued.",
        ),
        heading("Step 3: pass the state exam"),
        paragraph(
          "The exam is taken at a testing center and can be taken in Spanish. Book it for a date shortly after you finish the course, while the material is fresh. Students who score consistently above 80% on practice exams usually pass on the first attempt.",
        ),
        list([
          "Review your weakest module the day before, not the whole course",
          "Bring the identification the testing center asks for",
          "Read every question twice: many hinge on words like \"except\" or \"always\"",
        ]),
        heading("Step 4: get appointed and start working"),
        paragraph(
          "After you pass and your background check clears, the license is issued. To sell a carrier's products you must be appointed by that carrier, usually through an agency. Our partner network introduces graduates to agencies looking for new agents, and the sponsorship program covers this whole path for young adults aged 18 to 25.",
        ),
        paragraph(
          "Ready to start? Send your [license application](/license-application) and a mentor will help you plan each step.",
        ),
      ],
    },
    es: {
      title: "Cómo Obtener su Licencia 2-15 de Florida: Guía Paso a Paso",
      excerpt:
        "La licencia 2-15 le permite vender seguros de vida, de salud y anualidades en Florida. Este es el camino completo, desde el curso previo a la licencia hasta su primer nombramiento con una aseguradora.",
      imageAlt: "Una lista con tres pasos marcados junto a una tarjeta de licencia de Florida",
      body: [
        heading("Qué cubre la licencia 2-15"),
        paragraph(
          "La licencia 2-15 de Florida, de Vida, incluidas las Anualidades Variables, y Salud, es la más versátil para un agente nuevo. Le permite vender seguro de vida a término, pólizas permanentes como la vida universal indexada, anualidades fijas y variables, y coberturas de salud, incluidos el cuidado a largo plazo y los suplementos de Medicare. La mayoría de los agentes que ayudan a las familias con su protección y su jubilación empiezan aquí.",
        ),
        heading("Paso 1: complete el curso previo a la licencia"),
        paragraph(
          "El estado exige un curso aprobado antes del examen. Un buen curso sigue el temario del examen tema por tema, le da preguntas de práctica después de cada clase y termina con exámenes de práctica completos. El nuestro toma unas 10 horas en línea y está disponible en español y en inglés, para que estudie en el idioma en que piensa.",
        ),
        heading("Paso 2: haga su solicitud al Departamento de Servicios Financieros"),
        paragraph(
          "La licencia se solicita en línea ante el Departamento de Servicios Financieros de Florida: paga la tarifa de solicitud y programa la toma de huellas digitales con un proveedor autorizado para la verificación de antecedentes. Hágalo mientras estudia: la verificación puede tardar unas semanas y debe estar aprobada antes de que se emita la licencia.",
        ),
        heading("Paso 3: apruebe el examen estatal"),
        paragraph(
          "El examen se presenta en un centro de evaluación y se puede tomar en español. Resérvelo para poco después de terminar el curso, cuando tenga el material fresco. Los estudiantes que sacan más del 80% de forma constante en los exámenes de práctica suelen aprobar en el primer intento.",
        ),
        list([
          "Repase el módulo que más le cueste el día anterior, no todo el curso",
          "Lleve la identificación que pide el centro de evaluación",
          "Lea cada pregunta dos veces: muchas dependen de palabras como \"excepto\" o \"siempre\"",
        ]),
        heading("Paso 4: obtenga su nombramiento y empiece a trabajar"),
        paragraph(
          "Cuando apruebe y su verificación de antecedentes esté lista, se emite la licencia. Para vender los productos de una aseguradora, esa aseguradora debe nombrarle, normalmente a través de una agencia. Nuestra red de socios presenta a los egresados con agencias que buscan nuevos agentes, y el programa de patrocinio cubre todo este camino para jóvenes de 18 a 25 años.",
        ),
        paragraph(
          "¿Listo para empezar? Envíe su [solicitud de licencia](/license-application) y un mentor le ayudará a planificar cada paso.",
        ),
      ],
    },
  },
};
