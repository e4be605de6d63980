import type { Localized } from "../localized";
import type { ServicePageContent } from "./service-page";

export const fixedIndexAnnuitiesContent: Localized<ServicePageContent> = {
  en: {
    meta: {
      title: "Fixed Index Annuities: Growth With Principal Protection | Florida Financial Academy",
      description:
        "Fixed index annuities credit interest linked to a market index while protecting your principal from market losses. Learn how caps, participation rates and income riders work.",
      keywords: "fixed index annuity Florida, indexed annuity, retirement income annuity, principal protection, annuity advisor Miami",
    },
    hero: {
      eyebrow: "Fixed index annuities",
      title: "Let your savings grow without riding the market down",
      lead: "A fixed index annuity links your interest to a market index, locks in the gains each year and never credits less than zero when the index falls.",
      imageAlt: "A rising line chart resting on a solid floor that stops it from falling",
    },
    highlights: [
      { value: "0% floor", label: "a down year credits zero interest, never a loss of principal" },
      { value: "Tax-deferred", label: "interest grows without yearly income tax until you withdraw it" },
      { value: "Lifetime income", label: "optional riders turn savings into a paycheck you cannot outlive" },
    ],
    overview: {
      heading: "How a fixed index annuity works",
      paragraphs: [
        "You place a lump sum, or a series of payments, with an insurance company for a set period, often 5 to 10 years. Each year the carrier credits interest based on how an index such as the S&P 500 performed, up to a cap or a participation rate. Your money is not invested in the market itself, so a falling index never reduces your balance.",
        "Gains are locked in on each anniversary and become the new floor. When you are ready, you can take withdrawals, annuitize, or use an income rider that guarantees payments for life. Most contracts allow around 10% of the value to be withdrawn each year without a surrender charge.",
      ],
    },
    benefits: {
      heading: "What a fixed index annuity offers",
      items: [
        { title: "Principal protection", text: "Market downturns do not reduce your account value; credited gains are yours to keep." },
        { title: "Growth potential", text: "More upside than a CD or a fixed annuity in good years, linked to an index you can choose." },
        { title: "Retirement income", text: "Guaranteed lifetime income options, including for a spouse, help cover the bills Social Security does not." },
      ],
    },
    fit: {
      heading: "A good fit if you",
      items: [
        "Are within 10 to 15 years of retirement and want to protect what you have saved",
        "Have money in CDs or savings and want more growth without market risk",
        "Want a guaranteed income stream to add to Social Security or a pension",
        "Can leave the money in place for the surrender period",
      ],
    },
    faq: {
      heading: "Common questions",
      items: [
        {
          question: "What is a cap?",
          answer: "The most interest the contract can credit in a period. With an 8% cap, an index that rose 12% credits 8%; an index that fell credits 0%.",
        },
        {
          question: "Can I get my money out early?",
          answer: "Usually about 10% a year without charge. Larger withdrawals during the surrender period pay a declining fee, and withdrawals before age 59½ may owe an IRS penalty.",
        },
        {
          question: "Is an annuity right for all of my savings?",
          answer: "Rarely. Keep an emergency fund in cash; an annuity works best for money meant for retirement income. We review suitability with you before any recommendation.",
        },
      ],
    },
    closing: {
      heading: "See what a fixed index annuity could do for you",
      text: "We compare caps, rates and income riders from several carriers and explain them in plain language.",
    },
    disclaimer:
      "Guarantees depend on the claims-paying ability of the issuing insurer. Annuities are long-term products with surrender charges; they are not bank deposits and are not FDIC insured.",
  },
  es: {
    meta: {
      title: "Anualidades Indexadas Fijas: Crecimiento con Capital Protegido | Florida Financial Academy",
      description:
        "Las anualidades indexadas fijas acreditan intereses ligados a un índice del mercado y protegen su capital contra pérdidas. Conozca cómo funcionan los topes, las tasas de participación y las cláusulas de ingreso.",
      keywords: "anualidad indexada fija Florida, anualidad indexada, ingreso para la jubilación, protección del capital, asesor de anualidades Miami",
    },
    hero: {
      eyebrow: "Anualidades indexadas fijas",
      title: "Haga crecer sus ahorros sin caer cuando cae el mercado",
      lead: "Una anualidad indexada fija liga sus intereses a un índice del mercado, asegura las ganancias cada año y nunca acredita menos de cero cuando el índice baja.",
      imageAlt: "Una línea de gráfico que sube apoyada sobre un piso firme que le impide caer",
    },
    highlights: [
      { value: "Piso de 0%", label: "un mal año acredita cero intereses, nunca una pérdida de capital" },
      { value: "Impuestos diferidos", label: "los intereses crecen sin pagar impuestos cada año hasta que los retire" },
      { value: "Ingreso de por vida", label: "cláusulas opcionales convierten sus ahorros en un cheque que no se agota" },
    ],
    overview: {
      heading: "Cómo funciona una anualidad indexada fija",
      paragraphs: [
        "Usted entrega una suma única, o una serie de pagos, a una aseguradora por un período determinado, a menudo de 5 a 10 años. Cada año la aseguradora acredita intereses según el rendimiento de un índice como el S&P 500, hasta un tope o una tasa de participación. Su dinero no se invierte directamente en el mercado, así que una caída del índice nunca reduce su saldo.",
        "Las ganancias se aseguran en cada aniversario y se convierten en el nuevo piso. Cuando llegue el momento, puede hacer retiros, convertirla en pagos periódicos o usar una cláusula de ingreso que garantiza pagos de por vida. La mayoría de los contratos permite retirar cerca del 10% del valor cada año sin cargo por rescate.",
      ],
    },
    benefits: {
      heading: "Lo que ofrece una anualidad indexada fija",
      items: [
        { title: "Capital protegido", text: "Las caídas del mercado no reducen el valor de su cuenta; las ganancias acreditadas son suyas." },
        { title: "Potencial de crecimiento", text: "Más rendimiento que un certificado de depósito o una anualidad fija en los años buenos, ligado al índice que usted elija." },
        { title: "Ingreso para la jubilación", text: "Opciones de ingreso garantizado de por vida, también para su cónyuge, que ayudan a cubrir lo que el Seguro Social no alcanza." },
      ],
    },
    fit: {
      heading: "Le conviene si usted",
      items: [
        "Le faltan de 10 a 15 años para jubilarse y quiere proteger lo que ha ahorrado",
        "Tiene dinero en certificados de depósito o ahorros y busca más crecimiento sin riesgo de mercado",
        "Quiere un ingreso garantizado que complemente su Seguro Social o su pensión",
        "Puede dejar el dinero invertido durante el período de rescate",
      ],
    },
    faq: {
      heading: "Preguntas frecuentes",
      items: [
        {
          question: "¿Qué es un tope?",
          answer: "El interés máximo que el contrato puede acreditar en un período. Con un tope del 8%, si el índice sube un 12% se acredita un 8%; si el índice baja, se acredita un 0%.",
        },
        {
          question: "¿Puedo sacar mi dinero antes?",
          answer: "Por lo general, cerca del 10% al año sin cargo. Los retiros mayores durante el período de rescate pagan un cargo que va bajando, y los retiros antes de los 59½ años pueden tener una penalidad del IRS.",
        },
        {
          question: "¿Debo poner todos mis ahorros en una anualidad?",
          answer: "Casi nunca. Mantenga un fondo de emergencia en efectivo; la anualidad funciona mejor para el dinero destinado al ingreso de su jubilación. Revisamos con usted si es adecuada antes de recomendarle algo.",
        },
      ],
    },
    closing: {
      heading: "Vea lo que una anualidad indexada fija puede hacer por usted",
      text: "Comparamos topes, tasas y cláusulas de ingreso de varias aseguradoras y se los explicamos con palabras sencillas.",
    },
    disclaimer:
      "Las garantías dependen de la capacidad de pago de la aseguradora emisora. Las anualidades son productos a largo plazo con cargos por rescate; no son depósitos bancarios ni están aseguradas por la FDIC.",
  },
};
