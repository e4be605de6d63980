import type { PageMeta } from "~/site/seo";
import type { Localized, TitledText } from "./localized";

export interface CourseEngineContent {
  meta: PageMeta;
  hero: { eyebrow: string; title: string; lead: string; imageAlt: string };
  features: { heading: string; intro: string; items: TitledText[] };
  modules: { heading: string; intro: string; items: Array<{ title: string; duration: string; text: string }> };
  faq: { heading: string; items: Array<{ question: string; answer: string }> };
  callToAction: { heading: string; text: string };
}

export const courseEngineContent: Localized<CourseEngineContent> = {
  en: {
    meta: {
      title: "Online 2-15 Pre-Licensing Course | Florida Financial Academy",
      description:
        "Our online Florida 2-15 course: the 60 hours of pre-licensing study the state requires, in English or Spanish, with practice exams and a mentor when you need one.",
      keywords: "2-15 online course, Florida 60 hour pre-licensing course, insurance exam prep Spanish, life health annuities course online",
    },
    hero: {
      eyebrow: "Online course",
      title: "The 2-15 course, built for busy adults",
      lead: "Study on your phone during lunch or on your laptop at night. The course remembers where you left off, and a mentor is a message away.",
      imageAlt: "A laptop and a phone showing a course lesson with a progress bar",
    },
    features: {
      heading: "How the course works",
      intro: "Everything is online; nothing is rushed.",
      items: [
        { title: "Short lessons", text: "Each topic is split into short lessons you study one screen at a time, with a plain-language summary at the end." },
        { title: "Practice that counts", text: "Questions after every lesson and three full practice exams written in the style of the state exam." },
        { title: "Your language", text: "Switch between English and Spanish at any time; the glossary gives every key term in both." },
        { title: "Progress you can see", text: "A progress bar per module shows what is done and which topics need another look." },
        { title: "Instructor support", text: "Ask a question from any screen of a lesson; an instructor answers within two business days, by e-mail and under the lesson." },
        { title: "Certificate included", text: "Finish the course and receive the completion certificate that shows you have met the state's pre-licensing requirement." },
      ],
    },
    modules: {
      heading: "What you will study",
      intro: "60 hours in total, as Florida requires for the 2-15, in six modules that follow the state exam outline. At about 10 hours a week, that is about six weeks.",
      items: [
        { title: "Insurance basics", duration: "6 hours", text: "Risk, insurable interest, how carriers and agents work, types of insurers." },
        { title: "Life insurance", duration: "15 hours", text: "Term, whole, universal and indexed universal life; policy provisions, riders and beneficiaries." },
        { title: "Annuities", duration: "9 hours", text: "Fixed, indexed and variable annuities, surrender charges, and the best-interest rule for recommending them." },
        { title: "Health insurance", duration: "14 hours", text: "Medical, disability, long-term care and Medicare supplements; the Marketplace." },
        { title: "Florida law and ethics", duration: "10 hours", text: "Licensing rules, unfair trade practices, replacement, and the agent's duties to clients, with the 3 hours of ethics the state requires." },
        { title: "Exam review", duration: "6 hours", text: "Full practice exams with explanations, and a plan for exam day." },
      ],
    },
    faq: {
      heading: "Questions students ask",
      items: [
        {
          question: "Do I have to finish in one sitting?",
          answer: "No. The 60 hours are spread over as many sessions as you like, and your progress is saved after every lesson. About 10 hours a week is a comfortable pace next to a job.",
        },
        {
          question: "Does the state require this course?",
          answer: "Yes. For the 2-15 license, Florida requires 60 hours of department-approved pre-licensing study, 3 of them on ethics (sections 626.7851 and 626.8311, Florida Statutes), completed within the 4 years before you apply. Holders of certain professional designations, and members and veterans of the U.S. Armed Forces and their spouses, are exempt; ask us and we will check your case with you.",
        },
        {
          question: "Is the course the same in Spanish?",
          answer: "Yes. Every lesson, question and practice exam exists in both languages, and you can take the state exam in Spanish too.",
        },
        {
          question: "What happens after the course?",
          answer: "You get fingerprinted, apply for the license in MyProfile, the Department of Financial Services' online portal, and take the state exam at Pearson VUE. After you pass, an insurer appoints you, and we introduce you to carriers and agencies in our partner network.",
        },
      ],
    },
    callToAction: {
      heading: "Start with the application",
      text: "Tell us a little about yourself; a mentor will set up your course access and study plan.",
    },
  },
  es: {
    meta: {
      title: "Curso en Línea Previo a la Licencia 2-15 | Florida Financial Academy",
      description:
        "Nuestro curso 2-15 de Florida en línea: las 60 horas de estudio previo que exige el estado, en español o en inglés, con exámenes de práctica y un mentor cuando lo necesite.",
      keywords: "curso 2-15 en línea, curso previo a la licencia Florida de 60 horas, preparación examen de seguros en español, curso de vida salud y anualidades",
    },
    hero: {
      eyebrow: "Curso en línea",
      title: "El curso 2-15, pensado para adultos ocupados",
      lead: "Estudie en su teléfono a la hora del almuerzo o en su computadora por la noche. El curso recuerda dónde se quedó y su mentor está a un mensaje de distancia.",
      imageAlt: "Una computadora portátil y un teléfono que muestran una clase del curso con una barra de progreso",
    },
    features: {
      heading: "Cómo funciona el curso",
      intro: "Todo es en línea; nada es a las carreras.",
      items: [
        { title: "Clases cortas", text: "Cada tema se divide en clases cortas que usted estudia pantalla por pantalla, con un resumen en lenguaje sencillo al final." },
        { title: "Práctica que cuenta", text: "Preguntas después de cada clase y tres exámenes de práctica completos al estilo del examen estatal." },
        { title: "Su idioma", text: "Cambie entre español e inglés cuando quiera; el glosario da cada término clave en ambos idiomas." },
        { title: "Progreso a la vista", text: "Una barra de progreso por módulo muestra lo que ya terminó y qué temas conviene repasar." },
        { title: "Apoyo de un instructor", text: "Haga su pregunta desde cualquier pantalla de una clase; un instructor le responde en un plazo de dos días hábiles, por correo electrónico y debajo de la clase." },
        { title: "Certificado incluido", text: "Termine el curso y reciba el certificado de finalización que demuestra que cumplió el requisito de estudio previo del estado." },
      ],
    },
    modules: {
      heading: "Lo que va a estudiar",
      intro: "60 horas en total, como exige Florida para la licencia 2-15, en seis módulos que siguen el temario del examen estatal. A unas 10 horas por semana, son unas seis semanas.",
      items: [
        { title: "Fundamentos de seguros", duration: "6 horas", text: "El riesgo, el interés asegurable, cómo trabajan aseguradoras y agentes, tipos de aseguradoras." },
        { title: "Seguros de vida", duration: "15 horas", text: "Vida a término, entera, universal y universal indexada; cláusulas, cláusulas adicionales y beneficiarios." },
        { title: "Anualidades", duration: "9 horas", text: "Anualidades fijas, indexadas y variables, cargos por rescate y la regla del mejor interés para recomendarlas." },
        { title: "Seguros de salud", duration: "14 horas", text: "Gastos médicos, incapacidad, cuidado a largo plazo y suplementos de Medicare; el Mercado de Seguros." },
        { title: "Leyes de Florida y ética", duration: "10 horas", text: "Reglas de licencia, prácticas comerciales desleales, reemplazo de pólizas y los deberes del agente con sus clientes, con las 3 horas de ética que exige el estado." },
        { title: "Repaso para el examen", duration: "6 horas", text: "Exámenes de práctica completos con explicaciones y un plan para el día del examen." },
      ],
    },
    faq: {
      heading: "Preguntas de los estudiantes",
      items: [
        {
          question: "¿Tengo que terminarlo de una sola vez?",
          answer: "No. Las 60 horas se reparten en tantas sesiones como usted quiera, y su progreso se guarda después de cada clase. Unas 10 horas por semana es un ritmo cómodo junto con un trabajo.",
        },
        {
          question: "¿El estado exige este curso?",
          answer: "Sí. Para la licencia 2-15, Florida exige 60 horas de estudio previo aprobado por el Departamento, 3 de ellas de ética (artículos 626.7851 y 626.8311 de los Estatutos de Florida), completadas dentro de los 4 años anteriores a su solicitud. Quienes tienen ciertas designaciones profesionales, y los miembros y veteranos de las Fuerzas Armadas de EE. UU. y sus cónyuges, están exentos; pregúntenos y revisamos su caso con usted.",
        },
        {
          question: "¿El curso es igual en español?",
          answer: "Sí. Cada clase, pregunta y examen de práctica existe en ambos idiomas, y el examen estatal también se puede presentar en español.",
        },
        {
          question: "¿Qué pasa después del curso?",
          answer: "Se toma las huellas digitales, solicita la licencia en MyProfile, el portal en línea del Departamento de Servicios Financieros, y presenta el examen estatal en Pearson VUE. Cuando lo apruebe, una aseguradora le nombra, y le presentamos a aseguradoras y agencias de nuestra red de socios.",
        },
      ],
    },
    callToAction: {
      heading: "Empiece con la solicitud",
      text: "Cuéntenos un poco sobre usted; un mentor activará su acceso al curso y su plan de estudio.",
    },
  },
};
