import type { Localized } from "../localized";
import type { ServicePageContent } from "./service-page";

export const mortgageProtectionContent: Localized<ServicePageContent> = {
  en: {
    meta: {
      title: "Mortgage Protection Insurance in Florida | Florida Financial Academy",
      description:
        "Mortgage protection life insurance keeps your home in the family if you pass away, with disability benefits that cover payments for 12 or 24 months.",
      keywords: "mortgage protection insurance Florida, mortgage life insurance, disability mortgage coverage, homeowner protection Orlando",
    },
    hero: {
      eyebrow: "Mortgage protection",
      title: "Keep your home in the family, whatever happens",
      lead: "Mortgage protection is life insurance sized to your mortgage, with options that make the payments if you become disabled and cannot work.",
      imageAlt: "A house held safely in two open hands",
    },
    highlights: [
      { value: "Your balance", label: "coverage matched to what you owe on the home" },
      { value: "12 or 24 months", label: "of mortgage payments covered if a disability stops you working" },
      { value: "Your family decides", label: "the benefit goes to your beneficiaries, not to the bank" },
    ],
    overview: {
      heading: "How mortgage protection works",
      paragraphs: [
        "A mortgage is often a family's largest debt, and the payment continues even when an income stops. Mortgage protection is a term or permanent life policy with a benefit equal to your mortgage balance and a term that matches the years left on your loan.",
        "Unlike the lender's credit life insurance, the benefit is paid to your family, who decide whether to pay off the house, keep the low-rate loan and use the money for living costs, or both. Optional riders add disability or critical-illness benefits that cover the monthly payment for 12 or 24 months while you recover, and some policies return the premiums if you outlive the term.",
      ],
    },
    benefits: {
      heading: "What your family gains",
      items: [
        { title: "The house stays theirs", text: "A benefit sized to the mortgage means no forced sale at the hardest time of their lives." },
        { title: "Help while you recover", text: "Disability riders make the payments for 12 or 24 months if injury or illness keeps you from working." },
        { title: "Simple approval", text: "Many plans use a short health questionnaire, with no medical exam for common coverage amounts." },
      ],
    },
    fit: {
      heading: "A good fit if you",
      items: [
        "Bought or refinanced a home in the last few years",
        "Are the main earner, or share the payment with a partner",
        "Are self-employed and have no disability coverage through work",
        "Want to be sure your children keep the family home",
      ],
    },
    faq: {
      heading: "Common questions",
      items: [
        {
          question: "Is this the same as PMI?",
          answer: "No. Private mortgage insurance protects the lender if you default. Mortgage protection protects your family and pays them.",
        },
        {
          question: "What if I refinance or move?",
          answer: "The policy belongs to you, not to the loan, so it stays in force. We can review whether the amount still fits your new mortgage.",
        },
        {
          question: "How long do disability benefits last?",
          answer: "Depending on the rider you choose, payments continue for up to 12 or 24 months per claim, after a short waiting period.",
        },
      ],
    },
    closing: {
      heading: "Protect your home with the right amount of coverage",
      text: "Bring your mortgage statement; we will match the coverage to your balance and term and compare riders from several carriers.",
    },
    disclaimer:
      "Benefits, waiting periods and riders vary by carrier and state approval. Coverage begins only once a carrier approves your application.",
  },
  es: {
    meta: {
      title: "Seguro de Protección Hipotecaria en Florida | Florida Financial Academy",
      description:
        "La protección hipotecaria mantiene su casa en la familia si usted fallece, con beneficios por incapacidad que cubren los pagos durante 12 o 24 meses.",
      keywords: "protección hipotecaria Florida, seguro de vida hipotecario, cobertura de hipoteca por incapacidad, protección para propietarios Orlando",
    },
    hero: {
      eyebrow: "Protección hipotecaria",
      title: "Su casa sigue siendo de su familia, pase lo que pase",
      lead: "La protección hipotecaria es un seguro de vida calculado según su hipoteca, con opciones que hacen los pagos si usted queda incapacitado y no puede trabajar.",
      imageAlt: "Una casa sostenida con seguridad entre dos manos abiertas",
    },
    highlights: [
      { value: "Su saldo", label: "cobertura igual a lo que debe de su casa" },
      { value: "12 o 24 meses", label: "de pagos de hipoteca cubiertos si una incapacidad le impide trabajar" },
      { value: "Su familia decide", label: "el beneficio va a sus beneficiarios, no al banco" },
    ],
    overview: {
      heading: "Cómo funciona la protección hipotecaria",
      paragraphs: [
        "La hipoteca suele ser la deuda más grande de una familia, y el pago sigue llegando aunque se pierda un ingreso. La protección hipotecaria es una póliza de vida, a término o permanente, con un beneficio igual al saldo de su hipoteca y un plazo igual a los años que le quedan al préstamo.",
        "A diferencia del seguro de crédito que ofrece el banco, el beneficio se le paga a su familia, que decide si liquida la casa, conserva el préstamo con su tasa baja y usa el dinero para vivir, o ambas cosas. Las cláusulas opcionales agregan beneficios por incapacidad o enfermedad grave que cubren el pago mensual durante 12 o 24 meses mientras usted se recupera, y algunas pólizas le devuelven las primas si usted sobrevive al plazo.",
      ],
    },
    benefits: {
      heading: "Lo que gana su familia",
      items: [
        { title: "La casa sigue siendo suya", text: "Un beneficio del tamaño de la hipoteca significa que nadie tiene que vender en el momento más difícil." },
        { title: "Ayuda mientras se recupera", text: "Las cláusulas por incapacidad hacen los pagos durante 12 o 24 meses si una lesión o enfermedad le impide trabajar." },
        { title: "Aprobación sencilla", text: "Muchos planes usan un cuestionario de salud corto, sin examen médico para las cantidades de cobertura más comunes." },
      ],
    },
    fit: {
      heading: "Le conviene si usted",
      items: [
        "Compró o refinanció una casa en los últimos años",
        "Es quien más aporta al hogar o comparte el pago con su pareja",
        "Trabaja por cuenta propia y no tiene cobertura por incapacidad en su empleo",
        "Quiere asegurarse de que sus hijos conserven la casa familiar",
      ],
    },
    faq: {
      heading: "Preguntas frecuentes",
      items: [
        {
          question: "¿Es lo mismo que el PMI?",
          answer: "No. El seguro hipotecario privado (PMI) protege al prestamista si usted deja de pagar. La protección hipotecaria protege a su familia y le paga a ella.",
        },
        {
          question: "¿Qué pasa si refinancio o me mudo?",
          answer: "La póliza es suya, no del préstamo, así que sigue vigente. Podemos revisar si la cantidad todavía corresponde a su nueva hipoteca.",
        },
        {
          question: "¿Cuánto duran los beneficios por incapacidad?",
          answer: "Según la cláusula que elija, los pagos continúan hasta 12 o 24 meses por reclamación, después de un corto período de espera.",
        },
      ],
    },
    closing: {
      heading: "Proteja su casa con la cobertura adecuada",
      text: "Traiga el estado de cuenta de su hipoteca; ajustaremos la cobertura a su saldo y plazo y compararemos cláusulas de varias aseguradoras.",
    },
    disclaimer:
      "Los beneficios, los períodos de espera y las cláusulas varían según la aseguradora y la aprobación estatal. La cobertura empieza solo cuando una aseguradora aprueba su solicitud.",
  },
};
