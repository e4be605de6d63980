import type { Localized } from "../localized";
import type { ServicePageContent } from "./service-page";

export const healthInsuranceContent: Localized<ServicePageContent> = {
  en: {
    meta: {
      title: "Health Insurance Plans for Florida Families | Florida Financial Academy",
      description:
        "Individual and family health insurance in Florida, including Marketplace plans with subsidies, short-term and supplemental coverage. Bilingual help choosing a plan.",
      keywords: "health insurance Florida, Obamacare Florida, Marketplace health plan, family health insurance Miami, seguro médico Florida",
    },
    hero: {
      eyebrow: "Health insurance",
      title: "Health coverage you understand before you need it",
      lead: "We help individuals, families and self-employed Floridians compare health plans, check their subsidies and enroll, in English or Spanish.",
      imageAlt: "A doctor's stethoscope forming a heart around a family",
    },
    highlights: [
      { value: "Marketplace", label: "plans with income-based subsidies that can lower the premium" },
      { value: "Nov 1 - Jan 15", label: "open enrollment each year, plus special periods after life events" },
      { value: "No cost to you", label: "our help comparing and enrolling is free" },
    ],
    overview: {
      heading: "How we help you choose",
      paragraphs: [
        "Health plans differ in much more than the monthly premium: deductibles, copays, the out-of-pocket maximum, and above all which doctors and hospitals are in the network. We start with the doctors you want to keep and the medicines you take, then compare the plans that include them.",
        "Many Florida families qualify for subsidies on the Health Insurance Marketplace that reduce the premium, sometimes to very little. Outside open enrollment, events such as losing job coverage, moving, marriage or a new baby open a special enrollment period. We also offer dental, vision and supplemental plans that pay cash for hospital stays or accidents.",
      ],
    },
    benefits: {
      heading: "What you get with our help",
      items: [
        { title: "Clear comparisons", text: "Side-by-side costs for a typical year, not just the premium, so there are no surprises." },
        { title: "Subsidy check", text: "We estimate your tax credit and help you report income correctly to avoid paying it back." },
        { title: "Help all year", text: "Questions about a bill, a claim or a renewal? Call us; we stay your agent after you enroll." },
      ],
    },
    fit: {
      heading: "A good fit if you",
      items: [
        "Are self-employed, a gig worker or between jobs",
        "Have no health coverage through an employer",
        "Need a plan that includes a specific doctor or hospital",
        "Want to add dental, vision or supplemental coverage",
      ],
    },
    faq: {
      heading: "Common questions",
      items: [
        {
          question: "Can I enroll outside open enrollment?",
          answer: "Yes, within 60 days of a qualifying event such as losing coverage, moving, marriage or the birth of a child.",
        },
        {
          question: "Does using an agent cost more?",
          answer: "No. Premiums are the same whether you enroll alone or with us; carriers pay agents, not you.",
        },
        {
          question: "Can you help with Medicare?",
          answer: "Yes. We explain Original Medicare, Medicare Advantage and supplement plans when you or a parent turn 65.",
        },
      ],
    },
    closing: {
      heading: "Compare health plans with someone on your side",
      text: "Tell us about your household and your doctors; we will show you the plans that fit and what each would really cost.",
    },
    disclaimer:
      "Plan availability, networks and subsidies depend on your county, household and income. Enrollment dates are set by the federal Marketplace and may change.",
  },
  es: {
    meta: {
      title: "Planes de Seguro de Salud para Familias en Florida | Florida Financial Academy",
      description:
        "Seguro de salud individual y familiar en Florida, incluidos planes del Mercado de Seguros con subsidios, cobertura a corto plazo y complementaria. Ayuda bilingüe para elegir su plan.",
      keywords: "seguro de salud Florida, Obamacare Florida, plan del Mercado de Seguros, seguro médico familiar Miami, health insurance Florida",
    },
    hero: {
      eyebrow: "Seguro de salud",
      title: "Una cobertura de salud que entiende antes de necesitarla",
      lead: "Ayudamos a personas, familias y trabajadores independientes de Florida a comparar planes de salud, revisar sus subsidios e inscribirse, en español o en inglés.",
      imageAlt: "El estetoscopio de un médico forma un corazón alrededor de una familia",
    },
    highlights: [
      { value: "Mercado de Seguros", label: "planes con subsidios según sus ingresos que pueden bajar la prima" },
      { value: "1 nov - 15 ene", label: "inscripción abierta cada año, más períodos especiales tras cambios en su vida" },
      { value: "Sin costo para usted", label: "nuestra ayuda para comparar e inscribirse es gratuita" },
    ],
    overview: {
      heading: "Cómo le ayudamos a elegir",
      paragraphs: [
        "Los planes de salud se diferencian en mucho más que la prima mensual: el deducible, los copagos, el máximo de gastos de bolsillo y, sobre todo, qué médicos y hospitales están en la red. Empezamos por los médicos que usted quiere conservar y los medicamentos que toma, y luego comparamos los planes que los incluyen.",
        "Muchas familias de Florida califican para subsidios en el Mercado de Seguros Médicos que reducen la prima, a veces a muy poco. Fuera de la inscripción abierta, situaciones como perder la cobertura del trabajo, mudarse, casarse o tener un bebé abren un período especial de inscripción. También ofrecemos planes dentales, de visión y complementarios que pagan en efectivo por hospitalizaciones o accidentes.",
      ],
    },
    benefits: {
      heading: "Lo que recibe con nuestra ayuda",
      items: [
        { title: "Comparaciones claras", text: "Los costos de un año típico lado a lado, no solo la prima, para que no haya sorpresas." },
        { title: "Revisión del subsidio", text: "Calculamos su crédito fiscal y le ayudamos a declarar bien sus ingresos para no tener que devolverlo." },
        { title: "Ayuda todo el año", text: "¿Preguntas sobre una factura, una reclamación o una renovación? Llámenos; seguimos siendo su agente después de la inscripción." },
      ],
    },
    fit: {
      heading: "Le conviene si usted",
      items: [
        "Trabaja por cuenta propia, por encargo o está entre un empleo y otro",
        "No tiene cobertura médica a través de un empleador",
        "Necesita un plan que incluya a un médico o un hospital en particular",
        "Quiere agregar cobertura dental, de visión o complementaria",
      ],
    },
    faq: {
      heading: "Preguntas frecuentes",
      items: [
        {
          question: "¿Puedo inscribirme fuera de la inscripción abierta?",
          answer: "Sí, dentro de los 60 días siguientes a un evento que califique, como perder su cobertura, mudarse, casarse o el nacimiento de un hijo.",
        },
        {
          question: "¿Me cuesta más usar un agente?",
          answer: "No. Las primas son las mismas si se inscribe solo o con nosotros; las aseguradoras les pagan a los agentes, no usted.",
        },
        {
          question: "¿Pueden ayudarme con Medicare?",
          answer: "Sí. Le explicamos Medicare Original, Medicare Advantage y los planes suplementarios cuando usted o uno de sus padres cumpla 65 años.",
        },
      ],
    },
    closing: {
      heading: "Compare planes de salud con alguien de su lado",
      text: "Cuéntenos sobre su hogar y sus médicos; le mostraremos los planes que le convienen y lo que cada uno le costaría de verdad.",
    },
    disclaimer:
      "La disponibilidad de planes, las redes y los subsidios dependen de su condado, su hogar y sus ingresos. Las fechas de inscripción las fija el Mercado de Seguros federal y pueden cambiar.",
  },
};
