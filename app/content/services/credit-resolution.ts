import type { PageMeta } from "~/site/seo";
import type { Localized, TitledText } from "../localized";

export interface CreditResolutionContent {
  meta: PageMeta;
  hero: { eyebrow: string; title: string; lead: string; imageAlt: string };
  steps: { heading: string; intro: string; items: TitledText[] };
  features: { heading: string; items: TitledText[] };
  promises: { heading: string; items: string[] };
  closing: { heading: string; text: string };
  disclaimer: string;
}

export const creditResolutionContent: Localized<CreditResolutionContent> = {
  en: {
    meta: {
      title: "AI Credit Repair: Activate Your Credit Robot | Florida Financial Academy",
      description:
        "Our AI credit robot reads your credit reports, finds errors and prepares dispute letters under the Fair Credit Reporting Act, with a person reviewing every step.",
      keywords: "AI credit repair, credit repair Florida, dispute credit report errors, credit resolution, raise credit score Miami",
    },
    hero: {
      eyebrow: "Credit resolution",
      title: "AI Credit Repair",
      lead: "Activate our credit robot: it reads your three credit reports, flags what looks wrong and drafts the disputes, while a credit specialist checks every letter before it goes out.",
      imageAlt: "A friendly robot holding a credit report with a rising score gauge",
    },
    steps: {
      heading: "How the credit robot works",
      intro: "Four steps, and you approve each dispute before it is sent.",
      items: [
        { title: "Activate", text: "Send us your name, e-mail and phone. A specialist calls to explain the process and the written agreement." },
        { title: "Analyze", text: "The robot compares your Equifax, Experian and TransUnion reports line by line and flags duplicates, outdated items and mismatches." },
        { title: "Dispute", text: "Dispute letters are drafted for each questionable item, reviewed by a specialist and sent to the bureaus and creditors." },
        { title: "Track", text: "The robot follows every response, usually within 30 to 45 days, and tells you what changed and what to do next." },
      ],
    },
    features: {
      heading: "More than disputes",
      items: [
        { title: "Score coaching", text: "A plan for utilization, payment history and new accounts, so improvements last after the disputes end." },
        { title: "Goal-based plans", text: "Getting ready for a mortgage or a car loan? We prioritize what lenders look at first." },
        { title: "Bilingual support", text: "Letters, updates and phone calls in English or Spanish." },
      ],
    },
    promises: {
      heading: "What we promise, and what nobody can",
      items: [
        "We only dispute information that appears inaccurate, incomplete or unverifiable",
        "Accurate, timely negative information cannot legally be removed, by us or anyone",
        "You have the right to dispute errors directly with the credit bureaus at no cost",
        "You receive a written contract and may cancel within three business days",
      ],
    },
    closing: {
      heading: "Ready to see what is on your reports?",
      text: "Activate the credit robot and a specialist will contact you within one business day.",
    },
    disclaimer:
      "Results vary and no specific score increase is guaranteed. Credit repair services are provided under the federal Credit Repair Organizations Act and Florida's Credit Service Organizations Act.",
  },
  es: {
    meta: {
      title: "Reparación de Crédito con IA: Active su Robot de Crédito | Florida Financial Academy",
      description:
        "Nuestro robot de crédito con inteligencia artificial lee sus reportes de crédito, encuentra errores y prepara cartas de disputa según la Ley de Informes Justos de Crédito, con una persona revisando cada paso.",
      keywords: "reparación de crédito con IA, reparar crédito Florida, disputar errores del reporte de crédito, mejorar puntaje de crédito Miami",
    },
    hero: {
      eyebrow: "Resolución de crédito",
      title: "Reparación de Crédito con IA",
      lead: "Active nuestro robot de crédito: lee sus tres reportes de crédito, señala lo que parece incorrecto y redacta las disputas, mientras un especialista revisa cada carta antes de enviarla.",
      imageAlt: "Un robot amigable sostiene un reporte de crédito con un medidor de puntaje que sube",
    },
    steps: {
      heading: "Cómo funciona el robot de crédito",
      intro: "Cuatro pasos, y usted aprueba cada disputa antes de que se envíe.",
      items: [
        { title: "Active", text: "Envíenos su nombre, correo electrónico y teléfono. Un especialista le llama para explicarle el proceso y el contrato por escrito." },
        { title: "Analice", text: "El robot compara línea por línea sus reportes de Equifax, Experian y TransUnion y señala duplicados, datos vencidos e inconsistencias." },
        { title: "Dispute", text: "Se redactan cartas de disputa para cada dato cuestionable, un especialista las revisa y se envían a las agencias y a los acreedores." },
        { title: "Dé seguimiento", text: "El robot sigue cada respuesta, normalmente en 30 a 45 días, y le dice qué cambió y cuál es el siguiente paso." },
      ],
    },
    features: {
      heading: "Más que disputas",
      items: [
        { title: "Asesoría de puntaje", text: "Un plan para el uso del crédito, el historial de pagos y las cuentas nuevas, para que las mejoras duren cuando terminen las disputas." },
        { title: "Planes según su meta", text: "¿Se prepara para una hipoteca o un préstamo de auto? Damos prioridad a lo que los prestamistas miran primero." },
        { title: "Atención bilingüe", text: "Cartas, avisos y llamadas en español o en inglés." },
      ],
    },
    promises: {
      heading: "Lo que prometemos, y lo que nadie puede prometer",
      items: [
        "Solo disputamos información que parece inexacta, incompleta o imposible de verificar",
        "La información negativa correcta y vigente no se puede eliminar legalmente, ni por nosotros ni por nadie",
        "Usted tiene derecho a disputar errores directamente con las agencias de crédito sin costo",
        "Recibe un contrato por escrito y puede cancelarlo dentro de tres días hábiles",
      ],
    },
    closing: {
      heading: "¿Listo para ver lo que dicen sus reportes?",
      text: "Active el robot de crédito y un especialista se comunicará con usted en un día hábil.",
    },
    disclaimer:
      "Los resultados varían y no se garantiza ningún aumento específico del puntaje. Los servicios de reparación de crédito se prestan conforme a la ley federal de Organizaciones de Reparación de Crédito y a la ley de Organizaciones de Servicios de Crédito de Florida.",
  },
};
