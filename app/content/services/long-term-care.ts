import type { Localized } from "../localized";
import type { ServicePageContent } from "./service-page";

export const longTermCareContent: Localized<ServicePageContent> = {
  en: {
    meta: {
      title: "Long-Term Care Insurance in Florida | Florida Financial Academy",
      description:
        "Plan for care at home, in assisted living or a nursing home. The best time to buy long-term care insurance is between ages 50 and 65; learn about elimination and benefit periods.",
      keywords: "long-term care insurance Florida, LTC insurance, assisted living coverage, home care insurance, hybrid life LTC policy",
    },
    hero: {
      eyebrow: "Long-term care",
      title: "Care when you need it, without spending your savings",
      lead: "Long-term care insurance pays for help with daily living at home, in assisted living or in a nursing home, so your savings and your family are not left to cover it alone.",
      imageAlt: "A caregiver helping an older man in a sunny living room",
    },
    highlights: [
      { value: "Ages 50-65", label: "the ideal window to buy, while health and prices are on your side" },
      { value: "30-90 days", label: "typical elimination period before benefits begin" },
      { value: "2-10 years", label: "benefit periods, or lifetime with some plans" },
    ],
    overview: {
      heading: "How long-term care insurance works",
      paragraphs: [
        "Most people turning 65 today will need some form of long-term care, and health insurance and Medicare pay for very little of it. A long-term care policy pays a daily or monthly benefit once you need help with at least two activities of daily living, such as bathing or dressing, or have a cognitive impairment like dementia.",
        "You choose the benefit amount, an elimination period of typically 30 to 90 days, which works like a deductible measured in time, and a benefit period from 2 to 10 years or lifetime. Inflation protection keeps the benefit growing with care costs. Hybrid policies combine life insurance with long-term care benefits, so the money is used either way.",
      ],
    },
    benefits: {
      heading: "Why plan ahead",
      items: [
        { title: "Protect your savings", text: "A year in a Florida nursing home can cost more than $100,000; insurance keeps retirement savings for their purpose." },
        { title: "Choose where you receive care", text: "Most policies pay for home care as well as facilities, so you can stay at home longer." },
        { title: "Relieve your family", text: "Paid care means your children can be family again, not full-time caregivers." },
      ],
    },
    fit: {
      heading: "A good fit if you",
      items: [
        "Are between 50 and 65 and in reasonably good health",
        "Have savings or a home you want to protect for your spouse or children",
        "Want to choose your own care rather than rely on Medicaid",
        "Have seen a parent or relative need long-term care",
      ],
    },
    faq: {
      heading: "Common questions",
      items: [
        {
          question: "Doesn't Medicare pay for this?",
          answer: "Only for short skilled-nursing stays after a hospital visit. Help with daily activities over months or years is not covered by Medicare.",
        },
        {
          question: "Why buy in my 50s?",
          answer: "Premiums are lower and approval is easier while you are healthy. Waiting until a health problem appears can make coverage unavailable.",
        },
        {
          question: "What is a hybrid policy?",
          answer: "Life insurance or an annuity with long-term care benefits. If you never need care, your beneficiaries receive a death benefit instead.",
        },
      ],
    },
    closing: {
      heading: "Make a care plan while you have every option",
      text: "We compare traditional and hybrid policies and show you how elimination periods and benefit periods change the price.",
    },
    disclaimer:
      "Costs are estimates and vary by region and provider. Benefits, eligibility triggers and premiums depend on the policy and carrier; premiums on traditional policies may change with state approval.",
  },
  es: {
    meta: {
      title: "Seguro de Cuidado a Largo Plazo en Florida | Florida Financial Academy",
      description:
        "Planifique el cuidado en casa, en una residencia asistida o en un asilo. La mejor edad para comprar un seguro de cuidado a largo plazo es entre los 50 y los 65 años; conozca los períodos de espera y de beneficios.",
      keywords: "seguro de cuidado a largo plazo Florida, seguro LTC, cobertura de vida asistida, seguro de cuidado en casa, póliza híbrida de vida y cuidado",
    },
    hero: {
      eyebrow: "Cuidado a largo plazo",
      title: "Cuidado cuando lo necesite, sin gastar sus ahorros",
      lead: "El seguro de cuidado a largo plazo paga la ayuda con las actividades diarias en casa, en una residencia asistida o en un asilo, para que ni sus ahorros ni su familia tengan que cubrirlo solos.",
      imageAlt: "Una cuidadora ayuda a un señor mayor en una sala llena de luz",
    },
    highlights: [
      { value: "De 50 a 65 años", label: "la edad ideal para comprarlo, cuando la salud y los precios están a su favor" },
      { value: "30-90 días", label: "período de espera típico antes de que empiecen los beneficios" },
      { value: "2-10 años", label: "períodos de beneficios, o de por vida en algunos planes" },
    ],
    overview: {
      heading: "Cómo funciona el seguro de cuidado a largo plazo",
      paragraphs: [
        "La mayoría de las personas que hoy cumplen 65 años necesitará algún tipo de cuidado a largo plazo, y el seguro médico y Medicare pagan muy poco de eso. Una póliza de cuidado a largo plazo paga un beneficio diario o mensual cuando usted necesita ayuda con al menos dos actividades de la vida diaria, como bañarse o vestirse, o tiene un deterioro cognitivo como la demencia.",
        "Usted elige la cantidad del beneficio, un período de espera de normalmente 30 a 90 días, que funciona como un deducible medido en tiempo, y un período de beneficios de 2 a 10 años o de por vida. La protección contra la inflación hace que el beneficio crezca junto con el costo del cuidado. Las pólizas híbridas combinan un seguro de vida con beneficios de cuidado a largo plazo, así que el dinero se aprovecha de una u otra forma.",
      ],
    },
    benefits: {
      heading: "Por qué planificar con tiempo",
      items: [
        { title: "Proteja sus ahorros", text: "Un año en un asilo de Florida puede costar más de $100,000; el seguro mantiene sus ahorros de jubilación para lo que fueron pensados." },
        { title: "Elija dónde recibir el cuidado", text: "La mayoría de las pólizas pagan el cuidado en casa además de los centros, para que pueda quedarse en su hogar por más tiempo." },
        { title: "Alivie a su familia", text: "Con el cuidado pagado, sus hijos pueden volver a ser familia y no cuidadores de tiempo completo." },
      ],
    },
    fit: {
      heading: "Le conviene si usted",
      items: [
        "Tiene entre 50 y 65 años y una salud razonablemente buena",
        "Tiene ahorros o una casa que quiere proteger para su cónyuge o sus hijos",
        "Quiere elegir su propio cuidado en lugar de depender de Medicaid",
        "Ha visto a un padre o familiar necesitar cuidado a largo plazo",
      ],
    },
    faq: {
      heading: "Preguntas frecuentes",
      items: [
        {
          question: "¿No paga esto Medicare?",
          answer: "Solo estancias cortas de enfermería especializada después de una hospitalización. La ayuda con las actividades diarias durante meses o años no la cubre Medicare.",
        },
        {
          question: "¿Por qué comprarlo a los cincuenta?",
          answer: "Las primas son más bajas y la aprobación es más fácil mientras está sano. Si espera a que aparezca un problema de salud, es posible que ya no pueda obtener cobertura.",
        },
        {
          question: "¿Qué es una póliza híbrida?",
          answer: "Un seguro de vida o una anualidad con beneficios de cuidado a largo plazo. Si nunca necesita cuidado, sus beneficiarios reciben un beneficio por fallecimiento.",
        },
      ],
    },
    closing: {
      heading: "Haga su plan de cuidado mientras tiene todas las opciones",
      text: "Comparamos pólizas tradicionales e híbridas y le mostramos cómo los períodos de espera y de beneficios cambian el precio.",
    },
    disclaimer:
      "Los costos son estimados y varían según la región y el proveedor. Los beneficios, las condiciones para recibirlos y las primas dependen de la póliza y la aseguradora; las primas de las pólizas tradicionales pueden cambiar con la aprobación del estado.",
  },
};
