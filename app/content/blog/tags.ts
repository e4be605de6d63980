import type { Localized } from "../localized";

/**
 * Post tags are keys, translated per language, so a post has the same tags (and so the same
 * related posts) in English and Spanish, while search matches the words a reader sees.
 */
export const blogTagKeys = [
  "licensing",
  "exam-prep",
  "career",
  "life-insurance",
  "term-life",
  "family-protection",
  "annuities",
  "retirement",
  "homeowners",
  "mortgage-protection",
  "first-time-buyers",
  "florida",
  "agency-growth",
  "referrals",
  "partnerships",
  "taxes",
  "iul",
  "long-term-care",
  "health",
  "sponsorship",
] as const;

export type BlogTag = (typeof blogTagKeys)[number];

export const blogTagLabels: Localized<Record<BlogTag, string>> = {
  en: {
    licensing: "Licensing",
    "exam-prep": "Exam prep",
    career: "Career",
    "life-insurance": "Life insurance",
    "term-life": "Term life",
    "family-protection": "Family protection",
    annuities: "Annuities",
    retirement: "Retirement",
    homeowners: "Homeowners",
    "mortgage-protection": "Mortgage protection",
    "first-time-buyers": "First-time buyers",
    florida: "Florida",
    "agency-growth": "Agency growth",
    referrals: "Referrals",
    partnerships: "Partnerships",
    taxes: "Taxes",
    iul: "IUL",
    "long-term-care": "Long-term care",
    health: "Health",
    sponsorship: "Sponsorship",
  },
  es: {
    licensing: "Licencias",
    "exam-prep": "Preparación para el examen",
    career: "Carrera",
    "life-insurance": "Seguro de vida",
    "term-life": "Vida a término",
    "family-protection": "Protección familiar",
    annuities: "Anualidades",
    retirement: "Jubilación",
    homeowners: "Propietarios",
    "mortgage-protection": "Protección hipotecaria",
    "first-time-buyers": "Primera vivienda",
    florida: "Florida",
    "agency-growth": "Crecimiento de la agencia",
    referrals: "Referidos",
    partnerships: "Alianzas",
    taxes: "Impuestos",
    iul: "IUL",
    "long-term-care": "Cuidado a largo plazo",
    health: "Salud",
    sponsorship: "Patrocinio",
  },
};
