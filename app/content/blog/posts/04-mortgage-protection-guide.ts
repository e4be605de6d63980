import { heading, paragraph, type BlogPostSource } from "../types";

export const mortgageProtectionGuide: BlogPostSource = {
  id: 4,
  category: "mortgage",
  date: "2025-01-27",
  readTime: 6,
  author: "Ana Gutiérrez",
  tags: ["mortgage-protection", "homeowners", "family-protection", "life-insurance"],
  featured: false,
  text: {
    en: {
      title: "Mortgage Protection Insurance: Keeping Your Home in the Family",
      excerpt:
        "If the main earner dies or cannot work, the mortgage payment does not stop. Here is how mortgage protection works, how it differs from PMI, and what it costs.",
      imageAlt: "A house held in two open hands",
      body: [
        paragraph(
          "For most Florida families the home is both the largest asset and the largest debt. When an income disappears, the mortgage is often the first bill that becomes impossible, and a forced sale in the middle of grief is the outcome everyone wants to avoid.",
        ),
        heading("What mortgage protection is"),
        paragraph(
          "Mortgage protection is life insurance designed around your home loan: the death benefit matches the balance and the term matches the years left to pay. Many policies add living benefits, so that if illness or injury keeps you from working, the policy covers the monthly payment for 12 or 24 months.",
        ),
        heading("How it differs from PMI and from the bank's credit insurance"),
        paragraph(
          "Private mortgage insurance protects the lender, not you. Credit life insurance sold with a loan pays the bank directly and usually shrinks as the balance falls. Mortgage protection pays your beneficiaries, who then decide what to do: pay off the house, keep a low-rate loan and use the money for living costs, or a mix of both.",
        ),
        heading("What it costs"),
        paragraph(
          "The price depends mostly on your age, health, the balance and the term. Because it is usually term coverage, it is affordable for most homeowners, and riders for disability or a return of premium add to the cost. Compare a dedicated mortgage protection plan with a plain term life insurance policy of the same size: sometimes the simpler policy is the better value.",
        ),
        paragraph(
          "Whichever you choose, buy it soon after closing, while the balance is high and your health is known. Our mortgage protection page explains the options and how to get a quote.",
        ),
      ],
    },
    es: {
      title: "Seguro de Protección Hipotecaria: Cómo Mantener su Casa en la Familia",
      excerpt:
        "Si quien más aporta fallece o no puede trabajar, el pago de la hipoteca no se detiene. Así funciona la protección hipotecaria, en qué se diferencia del PMI y cuánto cuesta.",
      imageAlt: "Una casa sostenida entre dos manos abiertas",
      body: [
        paragraph(
          "Para la mayoría de las familias de Florida, la casa es a la vez su mayor bien y su mayor deuda. Cuando desaparece un ingreso, la hipoteca suele ser la primera cuenta que se vuelve imposible de pagar, y vender a la fuerza en medio del duelo es lo que todos quieren evitar.",
        ),
        heading("Qué es la protección hipotecaria"),
        paragraph(
          "La protección hipotecaria es un seguro de vida pensado en torno a su préstamo: el beneficio por fallecimiento coincide con el saldo y el plazo coincide con los años que faltan por pagar. Muchas pólizas agregan beneficios en vida, de modo que si una enfermedad o lesión le impide trabajar, la póliza cubre el pago mensual durante 12 o 24 meses.",
        ),
        heading("En qué se diferencia del PMI y del seguro de crédito del banco"),
        paragraph(
          "El seguro hipotecario privado protege al prestamista, no a usted. El seguro de vida de crédito que se vende con el préstamo le paga directamente al banco y suele bajar a medida que baja el saldo. La protección hipotecaria le paga a sus beneficiarios, que deciden qué hacer: liquidar la casa, conservar un préstamo con una tasa baja y usar el dinero para vivir, o una mezcla de ambas cosas.",
        ),
        heading("Cuánto cuesta"),
        paragraph(
          "El precio depende sobre todo de su edad, su salud, el saldo y el plazo. Como suele ser una cobertura a término, es accesible para la mayoría de los propietarios, y las cláusulas por incapacidad o de devolución de primas aumentan el costo. Compare un plan de protección hipotecaria con una póliza sencilla de seguro de vida a término del mismo monto: a veces la póliza más simple es la que más conviene.",
        ),
        paragraph(
          "Elija la que elija, cómprela poco después del cierre, cuando el saldo es alto y su salud es conocida. Nuestra página de protección hipotecaria explica las opciones y cómo pedir una cotización.",
        ),
      ],
    },
  },
};
