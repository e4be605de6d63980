import type { PageMeta } from "~/site/seo";
import type { ServiceSlug } from "~/site/site";
import type { Localized } from "../localized";

export interface ServicesIndexContent {
  meta: PageMeta;
  hero: { eyebrow: string; title: string; lead: string };
  cardsHeading: string;
  /** One summary per service card; the card's title is the service's name from the dictionary. */
  summaries: Record<ServiceSlug, string>;
  career: { heading: string; text: string; journey: string; network: string; apply: string };
}

export const servicesIndexContent: Localized<ServicesIndexContent> = {
  en: {
    meta: {
      title: "Insurance and Financial Services | Florida Financial Academy",
      description:
        "Term life, fixed index annuities, mortgage protection, long-term care, IUL, health insurance and AI credit repair: bilingual help for Florida families.",
      keywords: "insurance services Florida, life insurance agent Miami, annuities Florida, bilingual insurance agent, credit repair Florida",
    },
    hero: {
      eyebrow: "Our services",
      title: "Protection and planning for every stage of life",
      lead: "Seven services, one bilingual team. Choose a topic to learn how it works, or ask us to get started and we will call you.",
    },
    cardsHeading: "Choose a service",
    summaries: {
      "term-insurance": "Affordable life coverage for 10, 15, 20 or 30 years, while your family depends on your income.",
      "fixed-index-annuities": "Index-linked growth for your retirement savings, with your principal protected from market losses.",
      "mortgage-protection": "Life and disability coverage sized to your mortgage, so your family keeps the home.",
      "long-term-care": "Pay for care at home or in a facility without spending the savings meant for retirement.",
      iul: "Permanent life insurance with cash value that grows with a market index and a 0% floor.",
      "health-insurance": "Individual, family and Marketplace plans, compared by real yearly cost and by your doctors.",
      "credit-resolution": "Our AI credit robot finds report errors and drafts disputes, reviewed by a specialist.",
    },
    career: {
      heading: "Want to offer these services yourself?",
      text: "Earn your 2-15 license with our online course, or join our partner network if you are already licensed.",
      journey: "See the License Journey",
      network: "Join Our Network",
      apply: "Apply for Your License",
    },
  },
  es: {
    meta: {
      title: "Servicios de Seguros y Finanzas | Florida Financial Academy",
      description:
        "Vida a término, anualidades indexadas fijas, protección hipotecaria, cuidado a largo plazo, IUL, seguro de salud y reparación de crédito con IA: ayuda bilingüe para las familias de Florida.",
      keywords: "servicios de seguros Florida, agente de seguros de vida Miami, anualidades Florida, agente de seguros bilingüe, reparación de crédito Florida",
    },
    hero: {
      eyebrow: "Nuestros servicios",
      title: "Protección y planificación para cada etapa de la vida",
      lead: "Siete servicios, un solo equipo bilingüe. Elija un tema para saber cómo funciona, o pídanos comenzar y le llamaremos.",
    },
    cardsHeading: "Elija un servicio",
    summaries: {
      "term-insurance": "Cobertura de vida económica por 10, 15, 20 o 30 años, mientras su familia depende de su ingreso.",
      "fixed-index-annuities": "Crecimiento ligado a un índice para sus ahorros de jubilación, con su capital protegido contra pérdidas del mercado.",
      "mortgage-protection": "Cobertura de vida e incapacidad del tamaño de su hipoteca, para que su familia conserve la casa.",
      "long-term-care": "Pague el cuidado en casa o en un centro sin gastar los ahorros de su jubilación.",
      iul: "Seguro de vida permanente con un valor en efectivo que crece con un índice del mercado y un piso de 0%.",
      "health-insurance": "Planes individuales, familiares y del Mercado de Seguros, comparados por su costo anual real y por sus médicos.",
      "credit-resolution": "Nuestro robot de crédito con IA encuentra errores en sus reportes y redacta disputas que revisa un especialista.",
    },
    career: {
      heading: "¿Quiere ofrecer estos servicios usted mismo?",
      text: "Obtenga su licencia 2-15 con nuestro curso en línea, o únase a nuestra red de socios si ya tiene licencia.",
      journey: "Vea el camino a la licencia",
      network: "Únase a nuestra red",
      apply: "Solicite su licencia",
    },
  },
};
