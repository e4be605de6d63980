import type { PageMeta } from "~/site/seo";
import type { Localized } from "../localized";

/** The blog list's own copy (the posts are in ./posts). */
export interface BlogPageContent {
  meta: PageMeta;
  hero: { title: string; text: string };
  newsletter: { heading: string; text: string };
}

export const blogPageContent: Localized<BlogPageContent> = {
  en: {
    meta: {
      title: "Blog: Insurance, Annuities and Licensing Guides | Florida Financial Academy",
      description:
        "Practical articles on the Florida 2-15 license, life insurance, annuities, mortgage protection, tax planning and growing an insurance business.",
      keywords: "insurance blog Florida, 2-15 license tips, life insurance guide, annuities explained, insurance agent business growth",
    },
    hero: {
      title: "Insights for smarter financial decisions",
      text: "Guides on licensing, insurance, annuities and building your business, written by our instructors and agents.",
    },
    newsletter: {
      heading: "Get new articles by e-mail",
      text: "One e-mail a month with our newest guides, exam dates and program news. No spam; unsubscribe at any time.",
    },
  },
  es: {
    meta: {
      title: "Blog: Guías de Seguros, Anualidades y Licencias | Florida Financial Academy",
      description:
        "Artículos prácticos sobre la licencia 2-15 de Florida, el seguro de vida, las anualidades, la protección hipotecaria, la planificación fiscal y cómo hacer crecer un negocio de seguros.",
      keywords: "blog de seguros Florida, consejos licencia 2-15, guía de seguro de vida, anualidades explicadas, crecimiento de agencia de seguros",
    },
    hero: {
      title: "Ideas para tomar mejores decisiones financieras",
      text: "Guías sobre licencias, seguros, anualidades y cómo hacer crecer su negocio, escritas por nuestros instructores y agentes.",
    },
    newsletter: {
      heading: "Reciba los nuevos artículos por correo",
      text: "Un correo al mes con nuestras guías más recientes, fechas de examen y noticias del programa. Sin spam; cancele cuando quiera.",
    },
  },
};
