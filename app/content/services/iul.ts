import type { Localized } from "../localized";
import type { ServicePageContent } from "./service-page";

export const iulContent: Localized<ServicePageContent> = {
  en: {
    meta: {
      title: "Index Universal Life (IUL) Insurance | Florida Financial Academy",
      description:
        "Index universal life insurance: lifelong coverage with cash value that grows with a market index, a 0% floor against losses, and tax-advantaged access to your money.",
      keywords: "index universal life insurance, IUL Florida, indexed universal life, cash value life insurance, tax-free retirement income IUL",
    },
    hero: {
      eyebrow: "Index universal life",
      title: "Lifelong protection with cash value that can grow",
      lead: "Index universal life (IUL) combines a permanent death benefit with a cash account whose interest follows a market index, with a floor that protects it in down years.",
      imageAlt: "A shield beside a growing stack of coins and an upward arrow",
    },
    highlights: [
      { value: "Lifetime", label: "coverage that does not expire while the policy is funded" },
      { value: "0% floor", label: "index losses never reduce the credited interest below zero" },
      { value: "Flexible premiums", label: "pay more in good years and less when money is tight" },
    ],
    overview: {
      heading: "How index universal life works",
      paragraphs: [
        "Part of each premium pays for the insurance; the rest goes into a cash value account. The carrier credits interest to that account based on an index such as the S&P 500, within a cap and a floor, usually 0%. You keep the gains of good years, and a bad year simply credits nothing.",
        "Over time the cash value can be borrowed against or withdrawn, generally without income tax when the policy is set up and managed correctly, to supplement retirement, pay for college or meet an emergency. The death benefit passes to your beneficiaries income-tax-free. Because costs and credited rates change, an IUL needs an annual review to stay on track.",
      ],
    },
    benefits: {
      heading: "What an IUL can do",
      items: [
        { title: "Permanent protection", text: "A death benefit for your whole life, not just a term of years, for estate and legacy planning." },
        { title: "Tax-advantaged growth", text: "Cash value grows tax-deferred, and policy loans can provide income without a tax bill." },
        { title: "Living benefits", text: "Many IULs include riders that advance part of the benefit for a chronic, critical or terminal illness." },
      ],
    },
    fit: {
      heading: "A good fit if you",
      items: [
        "Have already covered your basic protection needs and want to build long-term value",
        "Earn too much to contribute to a Roth IRA, or have maxed out your retirement plans",
        "Want to leave a tax-free legacy to children or grandchildren",
        "Own a business and want to fund a buy-sell agreement or key-person coverage",
      ],
    },
    faq: {
      heading: "Common questions",
      items: [
        {
          question: "Is an IUL an investment?",
          answer: "No. It is life insurance. The cash value is not in the market; interest is calculated from an index, within a cap and a floor set by the carrier.",
        },
        {
          question: "Can the policy lapse?",
          answer: "Yes, if the cash value cannot cover the policy's costs. Funding it well and reviewing it every year prevents that.",
        },
        {
          question: "How is IUL different from term?",
          answer: "Term is pure protection for a set period at a low price. IUL costs more but lasts for life and builds cash value you can use.",
        },
      ],
    },
    closing: {
      heading: "Find out whether an IUL fits your plan",
      text: "We prepare illustrations from several carriers and explain every assumption behind them, in English or Spanish.",
    },
    disclaimer:
      "Illustrations are not guarantees. Policy loans and withdrawals reduce the cash value and death benefit and may have tax consequences if the policy lapses; consult a tax professional about your situation.",
  },
  es: {
    meta: {
      title: "Seguro de Vida Universal Indexada (IUL) | Florida Financial Academy",
      description:
        "Seguro de vida universal indexada: cobertura de por vida con un valor en efectivo que crece con un índice del mercado, un piso de 0% contra pérdidas y acceso a su dinero con ventajas fiscales.",
      keywords: "vida universal indexada, IUL Florida, seguro de vida con valor en efectivo, ingreso de jubilación libre de impuestos IUL",
    },
    hero: {
      eyebrow: "Vida universal indexada",
      title: "Protección de por vida con un valor en efectivo que puede crecer",
      lead: "La vida universal indexada (IUL) combina un beneficio por fallecimiento permanente con una cuenta en efectivo cuyos intereses siguen un índice del mercado, con un piso que la protege en los años malos.",
      imageAlt: "Un escudo junto a una pila de monedas que crece y una flecha hacia arriba",
    },
    highlights: [
      { value: "De por vida", label: "una cobertura que no vence mientras la póliza tenga fondos" },
      { value: "Piso de 0%", label: "las pérdidas del índice nunca bajan el interés acreditado de cero" },
      { value: "Primas flexibles", label: "pague más en los años buenos y menos cuando el dinero esté justo" },
    ],
    overview: {
      heading: "Cómo funciona la vida universal indexada",
      paragraphs: [
        "Una parte de cada prima paga el seguro; el resto va a una cuenta de valor en efectivo. La aseguradora acredita intereses a esa cuenta según un índice como el S&P 500, dentro de un tope y un piso, normalmente del 0%. Usted conserva las ganancias de los años buenos, y un año malo simplemente no acredita nada.",
        "Con el tiempo, puede pedir préstamos sobre el valor en efectivo o retirarlo, por lo general sin pagar impuestos sobre la renta si la póliza se estructura y administra correctamente, para complementar su jubilación, pagar la universidad o cubrir una emergencia. El beneficio por fallecimiento pasa a sus beneficiarios libre de impuestos sobre la renta. Como los costos y las tasas acreditadas cambian, una IUL necesita una revisión anual para mantenerse en buen camino.",
      ],
    },
    benefits: {
      heading: "Lo que puede hacer una IUL",
      items: [
        { title: "Protección permanente", text: "Un beneficio por fallecimiento para toda la vida, no solo por unos años, para planificar su patrimonio y su legado." },
        { title: "Crecimiento con ventajas fiscales", text: "El valor en efectivo crece con impuestos diferidos, y los préstamos de la póliza pueden darle ingresos sin una factura de impuestos." },
        { title: "Beneficios en vida", text: "Muchas IUL incluyen cláusulas que adelantan parte del beneficio en caso de una enfermedad crónica, grave o terminal." },
      ],
    },
    fit: {
      heading: "Le conviene si usted",
      items: [
        "Ya cubrió sus necesidades básicas de protección y quiere construir valor a largo plazo",
        "Gana demasiado para aportar a una Roth IRA o ya llegó al máximo de sus planes de jubilación",
        "Quiere dejar un legado libre de impuestos a sus hijos o nietos",
        "Tiene un negocio y quiere financiar un acuerdo de compraventa entre socios o asegurar a una persona clave",
      ],
    },
    faq: {
      heading: "Preguntas frecuentes",
      items: [
        {
          question: "¿Una IUL es una inversión?",
          answer: "No. Es un seguro de vida. El valor en efectivo no está en el mercado; los intereses se calculan a partir de un índice, dentro de un tope y un piso que fija la aseguradora.",
        },
        {
          question: "¿La póliza se puede cancelar por falta de fondos?",
          answer: "Sí, si el valor en efectivo no alcanza para cubrir los costos de la póliza. Financiarla bien y revisarla cada año lo evita.",
        },
        {
          question: "¿En qué se diferencia una IUL del seguro a término?",
          answer: "El seguro a término es pura protección por un período a bajo precio. La IUL cuesta más, pero dura toda la vida y acumula un valor en efectivo que usted puede usar.",
        },
      ],
    },
    closing: {
      heading: "Averigüe si una IUL encaja en su plan",
      text: "Preparamos proyecciones de varias aseguradoras y le explicamos cada supuesto que hay detrás, en español o en inglés.",
    },
    disclaimer:
      "Las proyecciones no son garantías. Los préstamos y retiros reducen el valor en efectivo y el beneficio por fallecimiento y pueden tener consecuencias fiscales si la póliza se cancela; consulte a un profesional de impuestos sobre su situación.",
  },
};
