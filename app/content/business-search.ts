import type { PageMeta } from "~/site/seo";
import type { Localized } from "./localized";

export interface BusinessSearchContent {
  meta: PageMeta;
  hero: { eyebrow: string; title: string; lead: string };
}

export const businessSearchContent: Localized<BusinessSearchContent> = {
  en: {
    meta: {
      title: "Find Partners: Trusted Service Providers in Florida | Florida Financial Academy",
      description:
        "Search our directory of reviewed partners in Florida: credit repair, mortgage, financial planning, tax services, real estate, business financing, insurance and education.",
      keywords: "find financial services Florida, trusted partners directory, mortgage broker Miami, tax services Orlando, credit repair Tampa",
    },
    hero: {
      eyebrow: "Find partners",
      title: "Trusted service providers across Florida",
      lead: "Every business in this directory applied to our partner network and was reviewed by our team. Search by service, city or name.",
    },
  },
  es: {
    meta: {
      title: "Buscar Socios: Proveedores de Servicios de Confianza en Florida | Florida Financial Academy",
      description:
        "Busque en nuestro directorio de socios revisados en Florida: reparación de crédito, hipotecas, planificación financiera, impuestos, bienes raíces, financiamiento empresarial, seguros y educación.",
      keywords: "servicios financieros Florida, directorio de socios de confianza, corredor hipotecario Miami, servicios de impuestos Orlando, reparación de crédito Tampa",
    },
    hero: {
      eyebrow: "Buscar socios",
      title: "Proveedores de servicios de confianza en toda Florida",
      lead: "Cada negocio de este directorio solicitó unirse a nuestra red de socios y fue revisado por nuestro equipo. Busque por servicio, ciudad o nombre.",
    },
  },
};
