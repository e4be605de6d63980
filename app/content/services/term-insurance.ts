import type { Localized } from "../localized";
import type { ServicePageContent } from "./service-page";

export const termInsuranceContent: Localized<ServicePageContent> = {
  en: {
    meta: {
      title: "Term Life Insurance in Florida | Florida Financial Academy",
      description:
        "Affordable term life insurance for 10, 15, 20 or 30 years. A healthy 30-year-old can often get $500,000 of 20-year coverage for about $20-30 a month.",
      keywords: "term life insurance Florida, cheap life insurance, 20 year term life, life insurance quote Miami, seguro de vida",
    },
    hero: {
      eyebrow: "Term life insurance",
      title: "Big protection for a small monthly price",
      lead: "Term life insurance pays your family a tax-free sum if you pass away during the years they depend on your income.",
      imageAlt: "A family under a protective umbrella in front of their home",
    },
    highlights: [
      { value: "$20-30/mo", label: "typical cost of $500,000 of 20-year coverage for a healthy 30-year-old" },
      { value: "10-30 years", label: "choose a term of 10, 15, 20 or 30 years" },
      { value: "Tax-free", label: "the death benefit is generally free of federal income tax" },
    ],
    overview: {
      heading: "How term life insurance works",
      paragraphs: [
        "You choose a coverage amount and a term that matches your obligations: until the mortgage is paid, the children finish school or you reach retirement. You pay a fixed premium for the whole term. If you pass away during it, your beneficiaries receive the death benefit.",
        "Because term coverage has no cash value and ends when the term does, it costs far less than permanent insurance. That makes it the simplest way for young families to buy the amount of protection they really need. Many policies can later be converted to permanent coverage without a new medical exam.",
      ],
    },
    benefits: {
      heading: "Why families choose term coverage",
      items: [
        { title: "Affordable", text: "The lowest cost per dollar of coverage of any life insurance, with a premium that stays level for the whole term." },
        { title: "Simple", text: "No investments to manage: you pick an amount and a term, and your family knows exactly what they would receive." },
        { title: "Flexible", text: "Ladder two policies of different lengths, add a child rider, or convert to permanent coverage later." },
      ],
    },
    fit: {
      heading: "A good fit if you",
      items: [
        "Have children, a spouse or parents who rely on your income",
        "Carry a mortgage or other debts you would not want to leave behind",
        "Want the most coverage for a limited budget",
        "Run a business and need to protect a partner or a loan",
      ],
    },
    faq: {
      heading: "Common questions",
      items: [
        {
          question: "How much coverage do I need?",
          answer: "A common starting point is 10 to 12 times your yearly income, plus debts and future costs such as college. We run the numbers with you for free.",
        },
        {
          question: "What happens when the term ends?",
          answer: "Coverage stops and so do the payments. Many policies let you renew year by year or convert to permanent insurance before the term ends.",
        },
        {
          question: "Do I need a medical exam?",
          answer: "Not always. Several carriers offer coverage up to certain amounts based on a health questionnaire and database checks.",
        },
      ],
    },
    closing: {
      heading: "Get a term life quote that fits your budget",
      text: "Tell us what you want to protect and we will compare carriers for you, in English or Spanish.",
    },
    disclaimer:
      "Prices are examples for healthy non-smokers and vary by age, health, carrier and coverage. A quote is not a policy; coverage starts only once a carrier approves your application.",
  },
  es: {
    meta: {
      title: "Seguro de Vida a Término en Florida | Florida Financial Academy",
      description:
        "Seguro de vida a término económico por 10, 15, 20 o 30 años. Una persona sana de 30 años suele conseguir $500,000 de cobertura a 20 años por unos $20-30 al mes.",
      keywords: "seguro de vida a término Florida, seguro de vida barato, seguro de vida a 20 años, cotización seguro de vida Miami",
    },
    hero: {
      eyebrow: "Seguro de vida a término",
      title: "Mucha protección por un pago mensual pequeño",
      lead: "El seguro de vida a término le paga a su familia una suma libre de impuestos si usted fallece durante los años en que dependen de su ingreso.",
      imageAlt: "Una familia bajo un paraguas protector frente a su casa",
    },
    highlights: [
      { value: "$20-30/mes", label: "costo típico de $500,000 de cobertura a 20 años para una persona sana de 30 años" },
      { value: "10-30 años", label: "elija un plazo de 10, 15, 20 o 30 años" },
      { value: "Libre de impuestos", label: "el beneficio por fallecimiento generalmente no paga impuesto federal sobre la renta" },
    ],
    overview: {
      heading: "Cómo funciona el seguro de vida a término",
      paragraphs: [
        "Usted elige una cantidad de cobertura y un plazo que coincida con sus obligaciones: hasta terminar de pagar la hipoteca, hasta que los hijos terminen sus estudios o hasta su jubilación. Paga una prima fija durante todo el plazo. Si fallece en ese tiempo, sus beneficiarios reciben el beneficio por fallecimiento.",
        "Como la cobertura a término no acumula valor en efectivo y termina al final del plazo, cuesta mucho menos que un seguro permanente. Por eso es la forma más sencilla para que una familia joven compre la protección que realmente necesita. Muchas pólizas se pueden convertir más adelante en cobertura permanente sin un nuevo examen médico.",
      ],
    },
    benefits: {
      heading: "Por qué las familias eligen la cobertura a término",
      items: [
        { title: "Económico", text: "El menor costo por cada dólar de cobertura entre todos los seguros de vida, con una prima que no cambia durante el plazo." },
        { title: "Sencillo", text: "No hay inversiones que administrar: usted elige una cantidad y un plazo, y su familia sabe exactamente lo que recibiría." },
        { title: "Flexible", text: "Combine dos pólizas de distinta duración, agregue una cláusula para sus hijos o conviértala en cobertura permanente más adelante." },
      ],
    },
    fit: {
      heading: "Le conviene si usted",
      items: [
        "Tiene hijos, cónyuge o padres que dependen de su ingreso",
        "Tiene una hipoteca u otras deudas que no quiere dejarle a su familia",
        "Quiere la mayor cobertura posible con un presupuesto limitado",
        "Tiene un negocio y necesita proteger a un socio o un préstamo",
      ],
    },
    faq: {
      heading: "Preguntas frecuentes",
      items: [
        {
          question: "¿Cuánta cobertura necesito?",
          answer: "Un buen punto de partida es de 10 a 12 veces su ingreso anual, más sus deudas y gastos futuros como la universidad. Hacemos los cálculos con usted sin costo.",
        },
        {
          question: "¿Qué pasa cuando termina el plazo?",
          answer: "La cobertura termina y también los pagos. Muchas pólizas permiten renovar año por año o convertirla en un seguro permanente antes de que venza el plazo.",
        },
        {
          question: "¿Necesito un examen médico?",
          answer: "No siempre. Varias aseguradoras ofrecen cobertura hasta ciertas cantidades con solo un cuestionario de salud y consultas a bases de datos.",
        },
      ],
    },
    closing: {
      heading: "Reciba una cotización de vida a término a su medida",
      text: "Cuéntenos qué quiere proteger y compararemos aseguradoras por usted, en español o en inglés.",
    },
    disclaimer:
      "Los precios son ejemplos para personas sanas que no fuman y varían según la edad, la salud, la aseguradora y la cobertura. Una cotización no es una póliza; la cobertura empieza solo cuando una aseguradora aprueba su solicitud.",
  },
};
