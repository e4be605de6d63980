import { heading, list, paragraph, type BlogPostSource } from "../types";

export const fixedIndexAnnuitiesExplained: BlogPostSource = {
  id: 3,
  category: "annuities",
  date: "2025-02-10",
  readTime: 7,
  author: "David Thompson",
  tags: ["annuities", "retirement"],
  featured: false,
  text: {
    en: {
      title: "Fixed Index Annuities Explained: Growth Without Market Losses",
      excerpt:
        "Caps, participation rates, floors and surrender periods: what the terms in a fixed index annuity contract really mean, and how to tell whether one belongs in your retirement plan.",
      imageAlt: "A rising line chart above a solid floor",
      body: [
        paragraph(
          "Fixed index annuities are contracts with an insurance company. You deposit money, the carrier credits interest linked to a market index, and a floor, usually 0%, means a bad year credits nothing rather than a loss. That combination attracts savers who are close to retirement and cannot afford to watch a market drop erase years of savings.",
        ),
        heading("The four terms to understand"),
        list([
          "Cap: the most interest you can be credited in a period, for example 8%.",
          "Participation rate: the share of the index's gain used, for example 60% of a 10% rise credits 6%.",
          "Floor: the least you can be credited, usually 0%; gains already credited are locked in.",
          "Surrender period: the years, often 5 to 10, during which large withdrawals pay a charge.",
        ]),
        heading("A simple example"),
        paragraph(
          "Say you place $100,000 in a contract with a 9% annual cap linked to the S&P 500. In year one the index rises 14%: you are credited 9%, and your value becomes $109,000. In year two the index falls 18%: you are credited 0%, and your value stays at $109,000. In year three the index rises 5%: you are credited 5%, and your value grows to $114,450. An investor in the index itself would have ridden the full drop in year two; you simply waited it out.",
        ),
        heading("What you give up for the protection"),
        paragraph(
          "Because of caps and participation rates, you do not receive the full gain of the index in strong years, and dividends are not included. In exchange you never lose principal to the market. Compared with a CD, the potential return is higher; compared with investing directly in stocks, it is lower but much steadier.",
        ),
        heading("Income for life"),
        paragraph(
          "Many contracts offer an income rider: for a yearly fee, it guarantees a withdrawal amount for the rest of your life, even if the account value runs out. For retirees worried about outliving their savings, this is often the main reason to buy.",
        ),
        paragraph(
          "An annuity is a long-term commitment, so keep an emergency fund elsewhere and compare several carriers. Our page on fixed index annuities explains how we review suitability before any recommendation.",
        ),
      ],
    },
    es: {
      title: "Las Anualidades Indexadas Fijas, Explicadas: Crecimiento sin Pérdidas del Mercado",
      excerpt:
        "Topes, tasas de participación, pisos y períodos de rescate: lo que de verdad significan los términos de un contrato de anualidad indexada fija, y cómo saber si una encaja en su plan de jubilación.",
      imageAlt: "Una línea de gráfico que sube sobre un piso firme",
      body: [
        paragraph(
          "Las anualidades indexadas fijas son contratos con una aseguradora. Usted deposita dinero, la aseguradora acredita intereses ligados a un índice del mercado, y un piso, normalmente del 0%, hace que un mal año no acredite nada en lugar de una pérdida. Esa combinación atrae a quienes están cerca de jubilarse y no pueden permitirse ver cómo una caída del mercado borra años de ahorro.",
        ),
        heading("Los cuatro términos que debe entender"),
        list([
          "Tope: el interés máximo que se le puede acreditar en un período, por ejemplo un 8%.",
          "Tasa de participación: la parte de la ganancia del índice que se usa; por ejemplo, el 60% de una subida del 10% acredita un 6%.",
          "Piso: lo mínimo que se le puede acreditar, normalmente un 0%; las ganancias ya acreditadas quedan aseguradas.",
          "Período de rescate: los años, a menudo de 5 a 10, durante los cuales los retiros grandes pagan un cargo.",
        ]),
        heading("Un ejemplo sencillo"),
        paragraph(
          "Supongamos que coloca $100,000 en un contrato con un tope anual del 9% ligado al S&P 500. El primer año el índice sube un 14%: se le acredita un 9% y su valor llega a $109,000. El segundo año el índice cae un 18%: se le acredita un 0% y su valor se queda en $109,000. El tercer año el índice sube un 5%: se le acredita un 5% y su valor crece a $114,450. Quien invirtió directamente en el índice sufrió toda la caída del segundo año; usted simplemente esperó a que pasara.",
        ),
        heading("Lo que cede a cambio de la protección"),
        paragraph(
          "Por los topes y las tasas de participación, no recibe toda la ganancia del índice en los años buenos, y los dividendos no se incluyen. A cambio, nunca pierde capital por el mercado. Comparada con un certificado de depósito, la ganancia posible es mayor; comparada con invertir directamente en acciones, es menor pero mucho más estable.",
        ),
        heading("Ingreso de por vida"),
        paragraph(
          "Muchos contratos ofrecen una cláusula de ingreso: por un cargo anual, garantiza una cantidad de retiro por el resto de su vida, aunque el valor de la cuenta se agote. Para los jubilados que temen que sus ahorros no les alcancen, esta suele ser la razón principal para comprarla.",
        ),
        paragraph(
          "Una anualidad es un compromiso a largo plazo, así que mantenga un fondo de emergencia aparte y compare varias aseguradoras. Nuestra página sobre anualidades indexadas fijas explica cómo revisamos si son adecuadas antes de recomendarle algo.",
        ),
      ],
    },
  },
};
